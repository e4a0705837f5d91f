/** The storefront's pages (decision 173): the web app's React Router build, drawn in this process with the shop's services. */
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pageMember } from '../auth/index.ts';
import { catalogueVersion, originOf } from '../catalog/index.ts';
import { devPages } from './dev.ts';
import { pageCalls } from './page-calls.ts';
import { pageSender, serverBuild, type PageSender, type Shop } from './storefront.ts';

export type { PageSender } from './storefront.ts';

/**
 * The sender of the storefront's pages for `webDist` (the web app's build: client/ and server/), from the web app's
 * sources through Vite with `dev`; undefined when there is no build (the API alone, as most tests run it).
 */
export async function storefrontPages(app: FastifyInstance, webDist: string, dev: boolean): Promise<PageSender | undefined> {
  const shop: Shop = {
    call: pageCalls(app.db, await catalogueVersion(app), app.clock),
    memberOf: (token) => pageMember(app.db, app.keys.session, token),
    origin: originOf(app.config.publicUrl),
  };
  if (dev) return devPages(app, dirname(webDist), shop);
  const build = await serverBuild(webDist);
  return build && pageSender(() => build, 'production', shop);
}
