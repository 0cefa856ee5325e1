// A project that installed platform-sandbox from its tarball: plain Node, no TypeScript loader.
const { startSandbox } = await import('platform-sandbox');
const sb = await startSandbox({ port: 0, seed: 7, logLevel: 'silent' });
try {
  const health = await (await fetch(`${sb.url}/_sandbox/health`)).json();
  process.stdout.write(JSON.stringify({ url: sb.url, health }));
} finally {
  await sb.stop();
}
