/**
 * The servers people actually run, side by side (`npm run bench -- peers`): the sandbox (dist,
 * default fixtures, `--rate-limit 0`: auth, project, validation and the journal all on), a bare
 * `node:http` server, Prism, WireMock standalone and MockServer, each answering the same body on
 * the same path (GET one device), loaded in turn by autocannon from a separate process with 50
 * connections. Each server gets a warm-up (the JVMs a longer one) and BENCH_ROUNDS rounds of
 * BENCH_SECONDS; the table shows each server's median round, its CPU µs per answer (from
 * /proc, so a load generator that is itself the bottleneck on two cores does not flatter anyone)
 * and two ratios, each the lower of the rate ratio and the CPU ratio.
 *
 * The JVM peers' jars come from Maven Central through `mvn dependency:copy-dependencies` with
 * `--strict-checksums`, at the pinned versions below, into a temporary directory that is also each
 * JVM's working directory (WireMock writes `mappings/` and `__files/`, MockServer
 * `mockserver-ca.pem` there). A peer that cannot run (no Java or Maven, a fetch or checksum that
 * fails) is skipped with a line saying why; the table never shows it as measured.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstAnswer, freePort, loadRound, medianRound, startProcess, stopAll, type Measured } from './process.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const TOKEN = 'bench-operator-token';
const PROJECT = 'bench';
const PATH = '/v2/registry/devices/dev_0000001';
/** Pinned peers (Maven Central). */
const WIREMOCK = 'org.wiremock:wiremock-standalone:3.13.2';
const MOCKSERVER = 'org.mock-server:mockserver-netty:7.6.0';
/** The JVMs' heap and collector, stated so a run can be repeated: a fixed heap, the parallel collector. */
const JVM_FLAGS = ['-Xms512m', '-Xmx512m', '-XX:+UseParallelGC'];
const loadAtStart = os.loadavg()[0];

interface Peer {
  name: string;
  url: string;
  pid: number;
  /** Seconds of warm-up before the rounds (JIT). */
  warmSeconds: number;
}

/** One round of GET one device on `url`, with the server's CPU per answer when `pid` is given. */
function load(url: string, seconds: number, pid?: number): Promise<Measured> {
  return loadRound({ url, method: 'GET', path: PATH, headers: { 'x-service-project': PROJECT }, tokens: [TOKEN], devices: 1, connections: CONNECTIONS, seconds }, pid);
}

/** Fetches the JVM peers' jars with Maven into `dir`, checksums verified; the reason when it cannot. */
function fetchJars(dir: string): string | undefined {
  if (spawnSync('java', ['-version']).status !== 0) return 'java is not on PATH';
  if (spawnSync('mvn', ['-v']).status !== 0) return 'mvn is not on PATH';
  const dep = (gav: string) => {
    const [g, a, v] = gav.split(':');
    return `<dependency><groupId>${g}</groupId><artifactId>${a}</artifactId><version>${v}</version></dependency>`;
  };
  writeFileSync(
    join(dir, 'pom.xml'),
    `<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion><groupId>bench</groupId><artifactId>peers</artifactId><version>1</version>` +
      `<dependencies>${dep(WIREMOCK)}${dep(MOCKSERVER)}</dependencies></project>`,
  );
  const r = spawnSync('mvn', ['-q', '-B', '--strict-checksums', '-f', join(dir, 'pom.xml'), 'dependency:copy-dependencies', `-DoutputDirectory=${join(dir, 'jars')}`], { encoding: 'utf8' });
  return r.status === 0 ? undefined : `mvn dependency:copy-dependencies failed: ${(r.stdout + r.stderr).trim().split('\n').slice(-3).join(' ')}`;
}

async function main(): Promise<void> {
  process.stdout.write(`peers bench: GET one device, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s, load from a separate process\n`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('npm run build failed');
  const dir = mkdtempSync(join(os.tmpdir(), 'peers-bench-'));
  const peers: Peer[] = [];
  const skipped: string[] = [];
  try {
    const sandboxPort = await freePort();
    const sandbox = startProcess([join(root, 'dist', 'cli.js'), 'serve', '--port', String(sandboxPort), '--rate-limit', '0', '--log-level', 'warn'], { env: { SANDBOX_TOKEN: TOKEN } });
    const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
    const headers = { authorization: `Bearer ${TOKEN}`, 'x-service-project': PROJECT };
    await firstAnswer(`${sandboxUrl}${PATH}`, performance.now(), headers);
    const res = await fetch(`${sandboxUrl}${PATH}`, { headers });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`the sandbox answered ${res.status}: ${body}`);
    peers.push({ name: 'sandbox', url: sandboxUrl, pid: sandbox.pid!, warmSeconds: 5 });
    writeFileSync(join(dir, 'body.json'), body);

    const barePort = await freePort();
    const bare = startProcess(['--import', 'tsx', join(root, 'bench', 'peer-bare.ts'), join(dir, 'body.json'), String(barePort)]);
    await firstAnswer(`http://127.0.0.1:${barePort}${PATH}`, performance.now());
    peers.push({ name: 'bare node', url: `http://127.0.0.1:${barePort}`, pid: bare.pid!, warmSeconds: 3 });

    // Prism on a one-operation document whose example is the same body (Prism's static mode answers it).
    const doc = { openapi: '3.1.0', info: { title: 'peer', version: '1' }, paths: { [PATH]: { get: { responses: { 200: { description: 'ok', content: { 'application/json': { example: JSON.parse(body) } } } } } } } };
    writeFileSync(join(dir, 'prism.json'), JSON.stringify(doc));
    const prismPort = await freePort();
    const prism = startProcess([join(root, 'node_modules', '@stoplight', 'prism-cli', 'dist', 'index.js'), 'mock', join(dir, 'prism.json'), '-p', String(prismPort)], { cwd: dir });
    await firstAnswer(`http://127.0.0.1:${prismPort}${PATH}`, performance.now());
    peers.push({ name: 'Prism', url: `http://127.0.0.1:${prismPort}`, pid: prism.pid!, warmSeconds: 5 });

    const why = fetchJars(dir);
    if (why) skipped.push(`WireMock and MockServer skipped: ${why}`);
    else {
      // Each JVM its own classpath: WireMock's standalone jar shades what MockServer's jars bring.
      const jarDir = join(dir, 'jars');
      const wmJar = join(jarDir, `wiremock-standalone-${WIREMOCK.split(':')[2]}.jar`);
      const msClasspath = readdirSync(jarDir).filter((f) => f.endsWith('.jar') && !f.startsWith('wiremock-standalone')).map((f) => join(jarDir, f)).join(':');
      const wmDir = mkdtempSync(join(dir, 'wiremock-'));
      const wmPort = await freePort();
      const wm = startProcess([...JVM_FLAGS, '-jar', wmJar, '--port', String(wmPort), '--root-dir', wmDir, '--disable-banner', '--no-request-journal', '--disable-request-logging'], { command: 'java', cwd: wmDir });
      const wmUrl = `http://127.0.0.1:${wmPort}`;
      try {
        await firstAnswer(`${wmUrl}/__admin/health`, performance.now(), {}, 60_000);
        const stub = await fetch(`${wmUrl}/__admin/mappings`, { method: 'POST', body: JSON.stringify({ request: { method: 'GET', url: PATH }, response: { status: 200, body, headers: { 'content-type': 'application/json' } } }) });
        if (stub.status !== 201) throw new Error(`stub answered ${stub.status}`);
        peers.push({ name: 'WireMock 3.13', url: wmUrl, pid: wm.pid!, warmSeconds: 15 });
      } catch (err) {
        skipped.push(`WireMock skipped: ${(err as Error).message}`);
      }
      const msDir = mkdtempSync(join(dir, 'mockserver-'));
      const msPort = await freePort();
      const ms = startProcess([...JVM_FLAGS, '-Dmockserver.logLevel=WARN', '-cp', msClasspath, 'org.mockserver.cli.Main', '-serverPort', String(msPort)], { command: 'java', cwd: msDir });
      const msUrl = `http://127.0.0.1:${msPort}`;
      try {
        await firstAnswer(`${msUrl}/mockserver/status`, performance.now(), {}, 60_000);
        const expectation = { httpRequest: { method: 'GET', path: PATH }, httpResponse: { statusCode: 200, headers: { 'content-type': ['application/json'] }, body: { type: 'STRING', string: body } } };
        const put = await fetch(`${msUrl}/mockserver/expectation`, { method: 'PUT', body: JSON.stringify(expectation) });
        if (put.status !== 201) throw new Error(`expectation answered ${put.status}`);
        peers.push({ name: 'MockServer 7.6', url: msUrl, pid: ms.pid!, warmSeconds: 15 });
      } catch (err) {
        skipped.push(`MockServer skipped: ${(err as Error).message}`);
      }
    }
    // Every peer answers the same body on the same path, or it is not compared.
    for (const p of [...peers]) {
      const r = await fetch(`${p.url}${PATH}`, { headers });
      const text = await r.text();
      if (r.status !== 200 || JSON.stringify(JSON.parse(text)) !== JSON.stringify(JSON.parse(body))) {
        skipped.push(`${p.name} skipped: it answered ${r.status} with another body`);
        peers.splice(peers.indexOf(p), 1);
      }
    }

    for (const p of peers) await load(p.url, p.warmSeconds);
    const rounds = new Map<string, Measured[]>(peers.map((p) => [p.name, []]));
    for (let r = 0; r < ROUNDS; r++) for (const p of peers) rounds.get(p.name)!.push(await load(p.url, SECONDS, p.pid));
    printTable(peers.map((p) => ({ name: p.name, m: medianRound(rounds.get(p.name)!)! })), skipped);
  } finally {
    await stopAll();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The lower of the rate ratio and the CPU ratio of `a` over `b` (above 1: `a` is ahead on both). */
function ratio(a: Measured, b: Measured | undefined): number | undefined {
  if (!b || !b.rps) return undefined;
  const rate = a.rps / b.rps;
  const cpu = a.cpuUs && b.cpuUs ? b.cpuUs / a.cpuUs : rate;
  return Math.min(rate, cpu);
}

function printTable(rows: { name: string; m: Measured }[], skipped: string[]): void {
  const sandbox = rows.find((r) => r.name === 'sandbox')!.m;
  const bare = rows.find((r) => r.name === 'bare node')?.m;
  const jvm = rows.filter((r) => /WireMock|MockServer/.test(r.name));
  const fastestJvm = jvm.sort((a, b) => (b.m.cpuUs && a.m.cpuUs ? a.m.cpuUs - b.m.cpuUs : b.m.rps - a.m.rps))[0];
  const f = (n: number | undefined, d = 2) => (n === undefined ? '–' : n.toFixed(d));
  const lines = [
    '',
    '| Server | req/s | p50 ms | p99 ms | CPU µs per answer | ratio to bare | sandbox/server |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(({ name, m }) => `| ${name} | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${f(m.cpuUs, 0)} | ${f(bare ? ratio(m, bare) : undefined)} | ${name === 'sandbox' ? '–' : f(ratio(sandbox, m))} |`),
    '',
    `targets: GET one device >= 0.5x bare node: ${f(ratio(sandbox, bare))}x; >= 3x the faster JVM peer (${fastestJvm?.name ?? 'none measured'}): ${f(ratio(sandbox, fastestJvm?.m))}x`,
    ...skipped,
    `load average ${loadAtStart.toFixed(1)} at the start, ${os.loadavg()[0].toFixed(1)} at the end (${os.cpus().length} cores)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch(async (err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  await stopAll();
  process.exit(1);
});
