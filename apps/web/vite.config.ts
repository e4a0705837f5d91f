import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import babel from 'vite-plugin-babel';
import { compression } from 'vite-plugin-compression2';
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// Lingui's config beside this file, wherever the build is started from (the API's process in development).
const linguiConfigPath = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
const linguiConfig = getConfig({ configPath: linguiConfigPath });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // Lingui's macros (t, Trans, Plural) become message ids at build time: a Babel pass over the sources that import
    // them, before React Router's plugin and esbuild see the code. A catalogue (.po) imports as compiled messages, and
    // the build fails while a storefront text has no Hindi (decision 148).
    babel({
      include: /\/apps\/web\/src\/.*\.[jt]sx?$/,
      exclude: /node_modules/,
      babelConfig: { babelrc: false, configFile: false, parserOpts: { plugins: ['jsx', 'typescript'] }, plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] },
    }),
    lingui({ configPath: linguiConfigPath, failOnMissing: true, failOnCompileError: true }),
    tailwindcss(),
    reactRouter(),
    // A .br (brotli 11) and a .gz (gzip 9) beside each text file of 1 KB or more of the browser's build, which the API
    // sends as they are (decision 087).
    !isSsrBuild &&
      compression({
        include: /\.(js|mjs|css|svg|json|txt|webmanifest|xml|map|wasm|ico|ttf)$/,
        exclude: [/(^|\/)\.vite\//],
        threshold: 1024,
        logLevel: 'silent',
      }),
  ],
  build: isSsrBuild ? { target: 'node20' } : { target: 'es2022' },
}));
