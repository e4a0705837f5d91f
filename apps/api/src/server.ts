import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { seedReferenceData, seedDemoShopIfEmpty } from './db/seed/index.ts';
import { ensureAdmin } from './modules/admin/ensure-admin.ts';

const config = loadConfig();
const app = await buildApp(config);

// Replicas starting together on an empty database: one seeds while the others wait, then find it seeded.
await app.database.whileStarting(async () => {
  await seedReferenceData(app.db);
  if (config.seedDemo) {
    const seeded = await seedDemoShopIfEmpty(app.db);
    if (seeded) app.log.info('The database was empty: the demo shop was loaded.');
  }
  if (config.adminEmail && config.adminPassword) {
    await ensureAdmin(app.db, config.adminEmail, config.adminPassword);
    app.log.info(`Admin account ready: ${config.adminEmail}`);
  }
});

// Finish requests in flight, then close the database, on SIGTERM or Ctrl+C.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received: closing`);
    app
      .close()
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}

await app.listen({ port: config.port, host: config.host });
console.log(`The shop is open at http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
