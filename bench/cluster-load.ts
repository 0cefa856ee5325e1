/**
 * The load generator of `cluster.bench.ts`, in its own process: GETs spread over many projects
 * (X-Service-Project in turn, so the proxy's hash spreads them over the instances), driven by
 * autocannon; prints one JSON line.
 */
import autocannon from 'autocannon';

export interface ClusterLoad {
  url: string;
  path: string;
  token: string;
  projects: string[];
  connections: number;
  seconds: number;
}

export interface ClusterLoadResult {
  /** Answers with a 2xx status per second. */
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  errors: number;
}

const load = JSON.parse(process.argv[2]) as ClusterLoad;
let n = 0;
const instance = autocannon(
  {
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (req: any) => ({
          ...req,
          path: load.path,
          headers: { authorization: `Bearer ${load.token}`, 'x-service-project': load.projects[n++ % load.projects.length] },
        }),
      },
    ],
  },
  (err: Error | null, result: any) => {
    if (err) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    const out: ClusterLoadResult = {
      rps: result['2xx'] / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      ok: result['2xx'],
      failed: result.non2xx,
      errors: result.errors + result.timeouts,
    };
    process.stdout.write(`${JSON.stringify(out)}\n`);
  },
);
process.once('SIGTERM', () => instance.stop());
