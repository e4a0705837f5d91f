import type { Config } from '@react-router/dev/config';

// The storefront on React Router's framework mode (decision 173): every page is drawn on the server by its route
// module and hydrated by React. The API's Fastify process serves the build (apps/api/src/modules/pages): the browser's
// files from dist/client, the pages through the request handler of dist/server/index.js.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // A page carries its own routes only; the ones its links lead to are asked for once the page is idle (one small
  // request to /__manifest), which keeps the whole route table (3 KB gzipped) off the first page.
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;
