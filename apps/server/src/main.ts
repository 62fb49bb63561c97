import { ConfigError, loadConfig } from './config';
import { createServer } from './create-server';

async function main() {
  const config = loadConfig();
  const server = await createServer(config);
  await server.app.listen({ port: config.port, host: config.host });
  const where =
    server.database.kind === 'pglite' ? (config.databaseUrl ?? `${config.dataDir} (embedded PostgreSQL)`) : 'PostgreSQL';
  server.app.log.info(`Sponsorly is running at ${config.appUrl} — database: ${where}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info(`${signal} received: draining for ${config.drainDelayMs} ms, then shutting down`);
    await server.drain(config.drainDelayMs);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Sponsorly failed to start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
