import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';

// The app is written against React's API and types; Preact (with preact/compat, aliased by the preset) runs it in
// the browser, which keeps the shopper's first page inside its JavaScript budget (docs/decisions/053-preact-runs-the-storefront.md).
export default defineConfig({
  plugins: [preact(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, '/docs': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks the entry imports, for the JavaScript budget (scripts/bundle-budget.mjs).
    manifest: true,
  },
});
