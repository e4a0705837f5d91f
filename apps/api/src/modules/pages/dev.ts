// `npm run dev`: the web app from its sources, through Vite in this process (decision 173). Vite serves the modules
// and hot reload under the shop's own port, and each page is drawn by the server build Vite makes of the sources as
// they are now.
import { join } from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { isApiPath } from '../../http/security-headers.ts';
import { pageSender, type PageSender, type Shop } from './storefront.ts';

export async function devPages(app: FastifyInstance, webRoot: string, shop: Shop): Promise<PageSender> {
  // Vite is a tool of the web app's development, installed with it; a production install has no need of it.
  const { createServer } = await import('vite');
  const vite = await createServer({ root: webRoot, configFile: join(webRoot, 'vite.config.ts'), appType: 'custom', server: { middlewareMode: true, hmr: { server: app.server } } });
  app.addHook('onClose', () => vite.close());
  await app.register(middie);
  app.use((req, res, next) => (isApiPath(req.url ?? '') ? next() : vite.middlewares(req, res, next)));
  return pageSender(() => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, 'development', shop);
}
