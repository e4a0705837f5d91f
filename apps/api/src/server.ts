import { buildApp } from './app.ts';
import { assertServerConfig, loadConfig } from './config.ts';
import { loadStartingData, warnBeforeOpening } from './starting-data.ts';

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

await loadStartingData(app, config);
await warnBeforeOpening(app, config);

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
