import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';

/** The comment that has Chromium's V8 compile a whole script while it downloads (its explicit compile hints). */
const compileWholeHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Chromium compiles the entry chunk whole on a background thread as it arrives, instead of compiling each function on
 * the main thread the first time it is called, inside the one long task that evaluates the app's code: every function
 * of the entry runs as a page starts (decision 171). V8 reads the hint only as the file's first line, and Vite puts
 * its map of lazy chunks' dependencies first in its own last step, so the hint is written right after that step,
 * before the manifest's step compresses the file.
 */
function compileEntryWhole(): Plugin {
  return {
    name: 'compile-entry-whole',
    apply: 'build',
    configResolved(config) {
      const analysis = config.plugins.find((plugin) => plugin.name === 'vite:build-import-analysis');
      const step = analysis?.generateBundle;
      if (typeof step !== 'function') throw new Error("compile-entry-whole: Vite's vite:build-import-analysis step is not where it was; the entry's compile hint needs a new place.");
      analysis!.generateBundle = async function (this: unknown, ...args: Parameters<typeof step>) {
        await step.apply(this as never, args);
        for (const chunk of Object.values(args[1])) if (chunk.type === 'chunk' && chunk.isEntry && !chunk.code.startsWith(compileWholeHint)) chunk.code = compileWholeHint + chunk.code;
      };
    },
  };
}

// The app is written against React's API and types; Preact (with preact/compat, aliased by the preset) runs it in
// the browser, which keeps the shopper's first page inside its JavaScript budget (docs/decisions/053-preact-runs-the-storefront.md).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Lingui's macros (t, Trans, Plural) become message ids at build time; a catalogue (.po) imports as compiled
    // messages, and the build fails while a storefront text has no Hindi (decision 148).
    preact({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
    !isSsrBuild && compileEntryWhole(),
    // A .br (brotli 11) and a .gz (gzip 9) beside each text file of 1 KB or more, public files included, which the
    // API sends as they are (docs/decisions/087-static-files-with-fastify-static.md). Not index.html: the API adds
    // each page's hints to it and compresses it per request. Not Vite's manifest: it is for the server.
    !isSsrBuild &&
      compression({
        include: /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml|map|wasm|ico|ttf)$/,
        exclude: [/(^|\/)\.vite\//, /(^|\/)index\.html$/],
        threshold: 1024,
        logLevel: 'silent',
      }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}`, '/docs': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
  // The server's renderer of the public pages (src/entry-server.tsx, decision 164), built into dist-server with every
  // package inside it, so Preact stands in for React there too.
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist-server', sourcemap: false, emptyOutDir: true, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        // dist/.vite/manifest.json: which chunks the entry imports, for the JavaScript budget (scripts/bundle-budget.mjs).
        manifest: true,
        // One stylesheet, which the page carries in a <style> (decision 163). Split per chunk, every lazy chunk would
        // name it as a dependency, and Vite's loader, not seeing a <link> for it, would fetch the same file again and
        // restyle the whole page with the first lazily loaded form (checkout's billing fields, the address form).
        cssCodeSplit: false,
      },
}));
