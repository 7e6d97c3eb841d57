/** Starts the API: load the configuration, build the app, listen. On SIGTERM or SIGINT it stops accepting
 *  connections, lets in-flight requests finish, closes the database and exits. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { scheduleEndExpiredAds } from './jobs/end-expired-ads';
import { scheduleRemoveUnusedUploads } from './jobs/remove-unused-uploads';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  scheduleEndExpiredAds(app);
  scheduleRemoveUnusedUploads(app);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A request that hangs must not keep the process alive for ever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `API listening on ${address}/api (database: ${app.databaseEngine}, environment: ${config.nodeEnv})`,
  );
  app.log.info(`mail goes to ${app.adapters.mailer.description}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
