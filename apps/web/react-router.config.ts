import type { Config } from '@react-router/dev/config';

// The storefront on React Router's framework mode (decision 173): every page is drawn on the server by its route
// module and hydrated by React. The API's Fastify process serves the build (apps/api/src/modules/pages): the browser's
// files from dist/client, the pages through the request handler of dist/server/index.js.
export default {
  appDirectory: 'src',
  buildDirectory: 'dist',
  ssr: true,
  // The whole route table (3 KB gzipped) comes with the first page: no request to discover a route before following a
  // link. (Lazy discovery was tried: from the back office's splat route it asked for /Login's routes without end.)
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
