import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { renderNginxConfig } from '../../../infra/cluster/nginx';
import { PROXY_RETRY_HEADER } from './draining';

/**
 * No container engine runs here: this reads what an operator deploys with (infra/) and checks what a
 * deployment needs. Each file is named once below, so moving one is a one-line change.
 */
const INFRA = fileURLToPath(new URL('../../../infra', import.meta.url));
const DOCKERFILE = 'Dockerfile';
const COMPOSE = 'docker-compose.yml';
/** The load balancer's config for compose: the first of these that exists. */
const NGINX_CONFS = ['nginx/nginx.conf', 'nginx.conf'];
const KUBERNETES = 'kubernetes';

const READY_PATH = '/api/ready';
const HEALTH_PATH = '/api/health';

type Manifest = {
  kind: string;
  metadata: { name: string; annotations?: Record<string, string> };
  spec?: any;
  data?: any;
  stringData?: any;
};
type Container = {
  name: string;
  image: string;
  command?: string[];
  ports?: { containerPort: number; name?: string }[];
  envFrom?: any[];
  env?: any[];
  readinessProbe?: any;
  livenessProbe?: any;
  securityContext?: any;
};

const read = (path: string) => readFileSync(join(INFRA, path), 'utf8');

/** The Dockerfile's instructions, one per entry, continuation lines joined and comments dropped. */
function dockerfileInstructions(text: string): { instruction: string; args: string; stage: number }[] {
  const logical = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  let stage = -1;
  return logical.map((line) => {
    const [instruction, ...rest] = line.split(/\s+/);
    if (instruction!.toUpperCase() === 'FROM') stage += 1;
    return { instruction: instruction!.toUpperCase(), args: rest.join(' '), stage };
  });
}

function kubernetesManifests(): Manifest[] {
  const kustomization = parse(read(join(KUBERNETES, 'kustomization.yaml'))) as { resources: string[] };
  return kustomization.resources.flatMap((file) =>
    parseAllDocuments(read(join(KUBERNETES, file))).map((document) => document.toJS() as Manifest),
  );
}

const manifests = kubernetesManifests();
const one = (kind: string) => {
  const found = manifests.filter((manifest) => manifest.kind === kind);
  expect(found, `one ${kind}`).toHaveLength(1);
  return found[0]!;
};
const dockerfile = dockerfileInstructions(read(DOCKERFILE));
const lastStage = Math.max(...dockerfile.map((line) => line.stage));
const imagePort = Number(
  /(?:^|\s)PORT=(\d+)/.exec(
    dockerfile
      .filter((l) => l.instruction === 'ENV' && l.stage === lastStage)
      .map((l) => l.args)
      .join(' '),
  )?.[1],
);

describe('the Dockerfile', () => {
  it('builds in stages and ships the compiled server and web app, not the sources', () => {
    expect(dockerfile.filter((line) => line.instruction === 'FROM').length).toBeGreaterThanOrEqual(2);
    const copies = dockerfile.filter((line) => line.instruction === 'COPY' && line.stage === lastStage).map((line) => line.args);
    expect(copies).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^--from=\S+ \/app\/apps\/server\/dist /),
        expect.stringMatching(/^--from=\S+ \/app\/apps\/web\/dist /),
      ]),
    );
    expect(
      copies.filter((args) => /(^| )(apps|packages)( |$)/.test(args)),
      'no source folder in the image that runs',
    ).toEqual([]);
    const cmd = dockerfile.filter((line) => line.instruction === 'CMD' && line.stage === lastStage).at(-1);
    expect(cmd?.args).toBe('["node", "apps/server/dist/main.js"]');
  });

  it('runs as a user other than root, on the port it exposes', () => {
    const users = dockerfile.filter((line) => line.instruction === 'USER' && line.stage === lastStage);
    expect(users.at(-1)?.args).toMatch(/^(?!root$|0$)\S+$/);
    expect(imagePort).toBeGreaterThan(0);
    expect(dockerfile.find((line) => line.instruction === 'EXPOSE' && line.stage === lastStage)?.args).toBe(String(imagePort));
    expect(dockerfile.find((line) => line.instruction === 'HEALTHCHECK')?.args).toContain(HEALTH_PATH);
  });
});

describe('the compose file', () => {
  const compose = parse(read(COMPOSE)) as {
    services: Record<string, { image?: string; build?: unknown; environment?: Record<string, string> }>;
  };
  const apps = Object.entries(compose.services).filter(([, service]) => service.image === 'sponsorly:latest');
  const hostOf = (url: string) => new URL(url.replace(/\$\{[^}]*\}/g, 'x')).hostname;

  it('runs three instances of the app, each with the services its settings name', () => {
    expect(apps.map(([name]) => name)).toHaveLength(3);
    for (const [name, app] of apps) {
      const env = app.environment ?? {};
      for (const key of ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT']) {
        expect(env[key], `${name} ${key}`).toBeTruthy();
        expect(Object.keys(compose.services), `${name} ${key}`).toContain(hostOf(env[key]!));
      }
      expect(env.S3_BUCKET, `${name} S3_BUCKET`).toBeTruthy();
      expect(env.TRUST_PROXY, `${name} is behind one proxy`).toBe('1');
    }
    for (const image of ['postgres', 'redis', 'minio/minio', 'nginx']) {
      expect(
        Object.values(compose.services).some((service) => service.image?.startsWith(`${image}:`)),
        image,
      ).toBe(true);
    }
  });

  it('reads its secrets from the environment, never from the file', () => {
    for (const [name, app] of apps) {
      for (const key of ['SECRET', 'MAILGUN_API_KEY', 'S3_SECRET_ACCESS_KEY']) {
        expect(app.environment?.[key], `${name} ${key}`).toMatch(/^\$\{[A-Z_]+(:\?[^}]*)?\}$/);
      }
    }
  });

  it('puts nginx in front of every app instance on the port the server listens on, with the event stream unbuffered', () => {
    const confPath = NGINX_CONFS.find((path) => existsSync(join(INFRA, path)));
    expect(confPath, `one of ${NGINX_CONFS.join(', ')}`).toBeDefined();
    const conf = read(confPath!);
    const upstream = /upstream\s+(\w+)\s*\{([^}]*)\}/.exec(conf);
    expect(upstream).not.toBeNull();
    const servers = [...upstream![2]!.matchAll(/^\s*server\s+([\w.-]+):(\d+)/gm)].map((match) => ({
      host: match[1],
      port: Number(match[2]),
    }));
    expect(servers.map((server) => server.host).sort()).toEqual(apps.map(([name]) => name).sort());
    for (const server of servers) expect(server.port).toBe(imagePort);
    // Each event must leave as it is written: a buffering proxy would hold it until its buffer fills.
    expect(conf).toMatch(/location\s+\/trpc\/realtime\.events\s*\{[^}]*proxy_buffering\s+off;/);
    expect(conf).toMatch(new RegExp(`proxy_pass\\s+http://${upstream![1]};`));
    expect(conf).toMatch(/proxy_set_header\s+X-Forwarded-For\s/);
    // No idle connections kept to a draining instance: a POST sent on one as it closes would fail.
    expect(upstream![2]).not.toMatch(/^\s*keepalive\s/m);
    expect(conf).toMatch(/proxy_set_header\s+Connection\s+close;/);
  });
});

describe('both nginx configurations', () => {
  const configs = [
    { name: 'compose', conf: read(NGINX_CONFS.find((path) => existsSync(join(INFRA, path)))!) },
    // The same rules for `npm run cluster`, as it writes them for its instances.
    { name: 'cluster', conf: renderNginxConfig({ prefix: '/tmp/cluster', listen: '127.0.0.1:8080', ports: [8081, 8082, 8083] }) },
  ];

  it.each(configs)('keep nginx away from a draining instance before it stops listening ($name)', ({ conf }) => {
    // The server answers a GET 504 while draining only to a proxy that says it sends such a request elsewhere.
    expect(conf).toMatch(new RegExp(`proxy_set_header\\s+${PROXY_RETRY_HEADER}\\s+504;`, 'i'));
    const retries = /^\s*proxy_next_upstream\s+([^;]+);/m.exec(conf)?.[1]?.split(/\s+/) ?? [];
    expect(retries).toEqual(expect.arrayContaining(['error', 'http_504']));
    // Never a POST again (it may have committed), and never a 503: a database outage, answered 503 by every
    // instance, would count against all of them and nginx would answer its own 502.
    expect(retries).not.toContain('non_idempotent');
    expect(retries).not.toContain('http_503');
    // One such answer takes the instance out, for about as long as it takes to stop listening.
    const serverLines = [...conf.matchAll(/^\s*server\s+[\w.-]+:\d+\s+([^;]*);/gm)].map((m) => m[1]);
    expect(serverLines).toHaveLength(3);
    for (const parameters of serverLines) expect(parameters).toMatch(/max_fails=1 fail_timeout=1s/);
  });
});

describe('the Kubernetes manifests', () => {
  const deployment = one('Deployment');
  const job = one('Job');
  const config = one('ConfigMap');
  const pod = deployment.spec.template.spec;
  const app = pod.containers.find((container: Container) => container.name === 'app') as Container;

  it('list every file of the folder in the kustomization', () => {
    const kustomization = parse(read(join(KUBERNETES, 'kustomization.yaml'))) as { resources: string[] };
    const files = readdirSync(join(INFRA, KUBERNETES)).filter((file) => /\.ya?ml$/.test(file) && file !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
  });

  it('serve on the server port and probe readiness and liveness on their paths', () => {
    expect(Number(config.data.PORT)).toBe(imagePort);
    expect(app.ports).toEqual([{ name: 'http', containerPort: imagePort }]);
    expect(app.readinessProbe.httpGet).toEqual({ path: READY_PATH, port: 'http' });
    expect(app.livenessProbe.httpGet).toEqual({ path: HEALTH_PATH, port: 'http' });
    const service = one('Service');
    expect(service.spec.ports.map((port: { targetPort: unknown }) => port.targetPort)).toEqual(['http']);
    expect(service.spec.selector).toEqual(deployment.spec.template.metadata.labels);
  });

  it('give the server time to drain before it is killed, and roll without losing capacity', () => {
    const drainSeconds = Number(config.data.DRAIN_DELAY_MS) / 1000;
    expect(drainSeconds).toBeGreaterThan(0);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(drainSeconds + 10);
    expect(deployment.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
  });

  it('scale on CPU with three pods at least', () => {
    const hpa = one('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: deployment.metadata.name });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(3);
    expect(hpa.spec.metrics).toEqual([
      expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
    ]);
  });

  it('migrate with a Job the app waits for, with the compiled build and no TypeScript loader', () => {
    const migrate = job.spec.template.spec.containers[0] as Container;
    expect(migrate.command).toEqual(['node', 'apps/server/dist/cli/migrate.js']);
    const waits = (pod.initContainers ?? []) as Container[];
    expect(waits.map((container) => container.command?.slice(0, 3))).toContainEqual([
      'node',
      'apps/server/dist/cli/migrate.js',
      '--wait',
    ]);
    const wave = (manifest: Manifest) => Number(manifest.metadata.annotations?.['argocd.argoproj.io/sync-wave'] ?? 0);
    expect(wave(job)).toBeLessThan(wave(deployment));
    const order = (parse(read(join(KUBERNETES, 'kustomization.yaml'))) as { resources: string[] }).resources;
    expect(order.indexOf('migrate-job.yaml')).toBeLessThan(order.indexOf('deployment.yaml'));
  });

  it('run every container as a user other than root, without privileges', () => {
    for (const spec of [pod, job.spec.template.spec]) {
      expect(spec.securityContext.runAsNonRoot).toBe(true);
      expect(spec.securityContext.runAsUser).toBeGreaterThan(0);
      for (const container of [...(spec.initContainers ?? []), ...spec.containers] as Container[]) {
        expect(container.securityContext, container.name).toMatchObject({
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
        expect(container.image, container.name).toBe('sponsorly');
      }
    }
    expect(app).toHaveProperty('resources.requests.cpu');
  });

  it('read settings from the ConfigMap and the Secret, with no secret value in either', () => {
    const secret = one('Secret');
    for (const value of Object.values(secret.stringData ?? {})) expect(value).toBe('REPLACE_ME');
    expect(secret.data).toBeUndefined();
    for (const key of ['SECRET', 'DATABASE_URL', 'REDIS_URL', 'MAILGUN_API_KEY', 'S3_SECRET_ACCESS_KEY', 'METRICS_TOKEN']) {
      expect(Object.keys(secret.stringData), key).toContain(key);
      expect(Object.keys(config.data), `${key} is not in the ConfigMap`).not.toContain(key);
    }
    for (const spec of [pod, job.spec.template.spec]) {
      for (const container of [...(spec.initContainers ?? []), ...spec.containers] as Container[]) {
        expect(container.envFrom, container.name).toEqual([
          { configMapRef: { name: config.metadata.name } },
          { secretRef: { name: secret.metadata.name } },
        ]);
        expect(container.env, `${container.name} has no value inline`).toBeUndefined();
      }
    }
  });
});
