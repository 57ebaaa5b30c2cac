import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, databaseTimeouts, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';

// Started by main.ts: parse the configuration, build the app, listen, and shut down gracefully on
// SIGTERM/SIGINT (in-flight requests finish, the database closes).
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({
    config,
    database: openDatabase(config.DATABASE_URL, databaseTimeouts(config)),
  });

  closeWithGrace({ delay: config.SHUTDOWN_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'Shutting down after an error');
    else app.log.info({ signal }, 'Shutting down');
    await app.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((error: unknown) => {
  // A bad configuration is the operator's to fix: say what, without a stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
