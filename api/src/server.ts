/** Starts the API: load the configuration, build the app, listen. On SIGTERM it first drains: /api/ready answers
 *  503 for SHUTDOWN_DRAIN_SECONDS while requests are still served, so the load balancer stops sending new ones.
 *  Then (at once on SIGINT) it stops accepting connections, lets in-flight requests finish, closes the database
 *  and exits, within 10 seconds in every case. */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { scheduleAdReminders } from './jobs/ad-reminders';
import { scheduleEndExpiredAds } from './jobs/end-expired-ads';
import { scheduleReconcilePayments } from './jobs/reconcile-payments';
import { scheduleRemoveUnusedUploads } from './jobs/remove-unused-uploads';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  scheduleEndExpiredAds(app);
  scheduleRemoveUnusedUploads(app);
  scheduleReconcilePayments(app);
  scheduleAdReminders(app);
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.readiness.draining = true;
    // A request that hangs must not keep the process alive for ever.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Ctrl+C in a terminal has no load balancer to wait for.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainSeconds * 1000 : 0;
    app.log.info({ signal, drainMs }, 'shutting down: draining, then finishing in-flight requests');
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(() => app.close())
      .then(
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
