/**
 * What keeps a project on one instance, in the files of deploy/: the same routing key for Debian's
 * nginx and for ingress-nginx, hashing that never fails over, a volume per pod. (test/cluster/
 * cluster.test.ts runs the nginx configuration for real.)
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');
const yamlOf = (path: string) => parseAllDocuments(read(path)).map((d) => d.toJS());
const render = (...args: string[]) => spawnSync('bash', [`${ROOT}deploy/nginx/render.sh`, ...args], { encoding: 'utf8' });
const withoutComments = (text: string) => text.split('\n').filter((l) => !l.startsWith('#')).join('\n').trim();

describe('deploy/nginx/render.sh', () => {
  it('hashes on the project key over every instance, never marking one down, never trying another', () => {
    const r = render('--listen', '0.0.0.0:80', '10.0.0.1:4010', '10.0.0.2:4010', 'sandbox-2.internal:4010');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(withoutComments(read('deploy/nginx/project-key.conf')));
    expect(r.stdout).toContain('hash $project_key consistent;');
    expect(r.stdout.match(/^\s*server \S+ max_fails=0;$/gm)).toEqual(['10.0.0.1:4010', '10.0.0.2:4010', 'sandbox-2.internal:4010'].map((s) => `    server ${s} max_fails=0;`));
    expect(r.stdout).toContain('proxy_next_upstream off;');
    expect(r.stdout).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(r.stdout).toContain('listen 0.0.0.0:80;');
    expect(r.stdout).not.toContain('X-Sandbox-Upstream');
  });

  it('refuses what is not host:port, and no instances at all', () => {
    expect(render().status).toBe(2);
    const bad = render('10.0.0.1');
    expect([bad.status, bad.stderr]).toEqual([2, 'render.sh: "10.0.0.1" is not host:port\n']);
  });
});

describe('deploy/k8s', () => {
  const [statefulSet] = yamlOf('deploy/k8s/statefulset.yaml');
  const [service] = yamlOf('deploy/k8s/service.yaml');
  const [ingress] = yamlOf('deploy/k8s/ingress.yaml');

  it('runs the pods in cluster mode with a volume each for --persist, behind a headless Service that keeps pods not ready', () => {
    expect(statefulSet.kind).toBe('StatefulSet');
    expect(statefulSet.spec.serviceName).toBe(service.metadata.name);
    const container = statefulSet.spec.template.spec.containers[0];
    const env = Object.fromEntries(container.env.map((e: any) => [e.name, e.value]));
    expect(env).toMatchObject({ SANDBOX_CLUSTER: '1', SANDBOX_PERSIST: '/data' });
    expect(container.envFrom[0].secretRef.name).toBe('platform-sandbox');
    expect(container.volumeMounts).toEqual([{ name: 'data', mountPath: '/data' }]);
    expect(statefulSet.spec.volumeClaimTemplates[0].metadata.name).toBe('data');
    expect(service.spec).toMatchObject({ clusterIP: 'None', publishNotReadyAddresses: true });
  });

  it('hashes the Ingress on the same key as deploy/nginx, by pod hostname, without retries on another pod', () => {
    expect(ingress.metadata.annotations).toMatchObject({
      'nginx.ingress.kubernetes.io/upstream-hash-by': '$project_key',
      'nginx.ingress.kubernetes.io/upstream-hash-by-use-hostname': 'true',
      'nginx.ingress.kubernetes.io/proxy-next-upstream': 'off',
    });
    expect(ingress.spec.rules[0].http.paths[0].backend.service.name).toBe(service.metadata.name);
    const [patch] = yamlOf('deploy/k8s/ingress-nginx-project-key.yaml');
    expect(patch.data['http-snippet'].trim()).toBe(withoutComments(read('deploy/nginx/project-key.conf')));
  });

  it('lists every manifest in the kustomization', () => {
    const [kustomization] = yamlOf('deploy/k8s/kustomization.yaml');
    expect(kustomization.resources.sort()).toEqual(['ingress.yaml', 'service.yaml', 'statefulset.yaml']);
  });
});
