import { buildApp } from './app.ts';
import { assertServerConfig, loadConfig } from './config.ts';
import { seedReferenceData, seedDemoShopIfEmpty } from './db/seed/index.ts';
import { accountsWithDemoPasswords, demoAccountsFile, demoAccountsText, writeDemoAccounts } from './db/seed/demo-accounts.ts';
import { ensureAdmin } from './modules/auth/index.ts';
import { importUploadsFolder } from './modules/admin/images.ts';
import { seedDemoHistory } from './demo/index.ts';
import { grievanceOfficer } from './modules/company/index.ts';

const config = (() => {
  try {
    const loaded = loadConfig();
    assertServerConfig(loaded);
    return loaded;
  } catch (err) {
    console.error(`The shop cannot start: ${(err as Error).message}`);
    process.exit(1);
  }
})();
const app = await buildApp(config);

// Replicas starting together on an empty database: one seeds while the others wait, then find it seeded.
await app.database.whileStarting(async () => {
  await seedReferenceData(app.db);
  if (config.seedDemo) {
    const accounts = await seedDemoShopIfEmpty(app.db);
    if (accounts) {
      // A believable past: orders of the last 60 days in every status (src/demo).
      const placed = await seedDemoHistory(app);
      app.log.info(`The demo shop's history: ${placed} past orders placed.`);
      const file = demoAccountsFile(config);
      if (file) writeDemoAccounts(file, accounts);
      // Printed once, on the terminal of whoever started the shop; the file keeps a copy only its owner can read.
      console.log(`\nThe database was empty: the demo shop was loaded.\n${demoAccountsText(accounts)}${file ? `(Also written to ${file}, readable by you only.)\n` : ''}`);
    }
  }
  const imported = await importUploadsFolder(app.db, config.dataDir);
  if (imported) app.log.info(`${imported} uploaded pictures were copied from DATA_DIR/uploads into the database.`);
  if (config.adminEmail && config.adminPassword) {
    try {
      const { outcome, disabled } = await ensureAdmin(app.db, config.adminEmail, config.adminPassword, { promote: config.adminPromote });
      app.log.info(`Admin account ${config.adminEmail}: ${outcome}${disabled ? ' (disabled: it cannot log in until enabled in the back office)' : ''}`);
    } catch (err) {
      app.log.error(`ADMIN_EMAIL was not applied: ${(err as Error).message}`);
    }
  }
  if (config.env === 'production') {
    const demo = await accountsWithDemoPasswords(app.db);
    if (demo.length) {
      app.log.warn(
        `SECURITY WARNING: ${demo.join(', ')} still ${demo.length === 1 ? 'has its' : 'have their'} first demo password. Change ${demo.length === 1 ? 'it' : 'them'} (account page, or npm run admin -- create <email>) or close ${demo.length === 1 ? 'it' : 'them'} before opening the shop.`,
      );
    }
    if (!(await grievanceOfficer(app.db))) {
      app.log.warn('LEGAL WARNING: no grievance officer is named. The Consumer Protection (E-Commerce) Rules 2020 and the DPDP Act ask for one: set it in the back office (Shop details) before opening the shop.');
    }
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
