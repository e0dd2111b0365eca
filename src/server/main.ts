import { readConfig } from './config';
import { bootstrapDatabase } from './db/bootstrap';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/demo/accounts';
import { buildApp } from './app';

/** `npm start`: open or create the database, then serve the SPA, REST and GraphQL on one port. */
async function main(): Promise<void> {
  const config = readConfig();
  const started = Date.now();
  const { db, seeded } = await bootstrapDatabase(config);
  if (seeded) {
    console.log(
      `Demo data (${config.demoScale}): ${seeded.agencies} agencies, ${seeded.advertisers} advertisers, ${seeded.campaigns} campaigns, ${seeded.users} users in ${Date.now() - started} ms`,
    );
  }
  const { app, ctx } = await buildApp({
    db,
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    // A new demo's alerts loop starts once the demo has yesterday's evaluation behind it (primeDemo).
    ...(seeded ? { alerts: { autoStart: false } } : {}),
  });
  if (seeded) {
    await ctx.alerts.primeDemo();
    ctx.alerts.start();
  }
  const close = async (): Promise<void> => {
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
  // In the background: a missing Chromium only means no warm-up (the first export reports it).
  if (config.warmExports)
    void ctx.exports.warm().then((ms) => {
      if (ms !== null) console.log(`Export browser warmed in ${ms} ms.`);
    });
  const url = `http://localhost:${config.port}`;
  console.log(`Sightline is running at ${url} (${config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`})`);
  if (config.seedDemo) {
    console.log(`Demo sign-ins (password "${DEMO_PASSWORD}"):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(30)} ${account.summary}`);
    console.log(`Themed hosts: http://compulse.localhost:${config.port}  http://sbg.localhost:${config.port}`);
  }
  if (config.maintenance) console.log('MAINTENANCE is on: the API answers 417 "api offline".');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
