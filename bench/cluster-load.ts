/**
 * The load generator of `cluster.bench.ts`, in its own process: GETs spread over many projects
 * (X-Service-Project in turn, so the proxy's hash spreads them over the instances), driven by
 * autocannon; prints one JSON line.
 */
import autocannon from 'autocannon';
import { printLoadResult } from './load-result.js';

export interface ClusterLoad {
  url: string;
  path: string;
  token: string;
  projects: string[];
  connections: number;
  seconds: number;
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
  printLoadResult,
);
process.once('SIGTERM', () => instance.stop());
