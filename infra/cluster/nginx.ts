import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitOf, waitUntil } from './processes';

const TEMPLATE = fileURLToPath(new URL('../nginx/cluster.conf.template', import.meta.url));
export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';
/** How long nginx may take to listen. */
const NGINX_START_MS = 10_000;

/** The configuration for these instance ports, from infra/nginx/cluster.conf.template. */
export function renderNginxConfig(options: { prefix: string; listen: string; ports: number[] }): string {
  const servers = options.ports.map((port) => `        server 127.0.0.1:${port} max_fails=1 fail_timeout=1s;`).join('\n');
  return readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', options.prefix)
    .replaceAll('{{LISTEN}}', options.listen)
    .replaceAll('{{SERVERS}}', servers);
}

export interface Nginx {
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Debian's nginx in the foreground, with its configuration, pid, logs and temporary files in `prefix` (a
 * folder of the cluster's own), in front of the instances on `ports`. Resolves once it answers on `port`.
 */
export async function startNginx(options: { prefix: string; host: string; port: number; ports: number[] }): Promise<Nginx> {
  if (!existsSync(NGINX_BINARY)) {
    throw new Error(`nginx is not installed at ${NGINX_BINARY} (apt-get install nginx, or set NGINX_BINARY)`);
  }
  // nginx's workers run as an unprivileged user when it starts as root: they must reach the folder.
  chmodSync(options.prefix, 0o755);
  const configFile = join(options.prefix, 'nginx.conf');
  const errorLog = join(options.prefix, 'error.log');
  writeFileSync(
    configFile,
    renderNginxConfig({ prefix: options.prefix, listen: `${options.host}:${options.port}`, ports: options.ports }),
  );
  const child = spawn(NGINX_BINARY, ['-p', options.prefix, '-c', configFile, '-e', errorLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const exited = exitOf(child);

  await waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr.trim() || readLog(errorLog)}`);
      return fetch(`http://${options.host}:${options.port}/api/health`).then(
        () => true,
        () => false,
      );
    },
    NGINX_START_MS,
    'nginx to listen',
  );

  return {
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGQUIT lets the workers finish what they serve; streams would hold them, so SIGTERM follows.
      child.kill('SIGQUIT');
      const quick = await Promise.race([exited.then(() => true), delay(3000).then(() => false)]);
      if (!quick) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

function readLog(file: string): string {
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
