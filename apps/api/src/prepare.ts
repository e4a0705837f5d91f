// Prepares the database and stops: migrations, reference data and, on an empty database, the demo shop and its past
// (starting-data.ts). A first `npm start` runs it beside the web build (scripts/start.mjs), so the server then starts
// on ready data. It holds the data directory's lock while it runs, as the server does.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { loadStartingData } from './starting-data.ts';

// No pages: the web build may be half written while this runs.
const config = { ...loadConfig(), webDist: undefined };
const app = await buildApp(config);
try {
  await loadStartingData(app, config);
} finally {
  await app.close();
}
