// The storefront's public pages rendered on the server (decision 164), and a member's cart and checkout for that
// member (decision 169): the API sends a page's HTML with its content already in it, so a phone paints the products
// before the app's code has arrived, and search engines read the public ones. The browser's app then takes the same
// page over with the same data (main.tsx).
//
// The page is rendered once to learn which API calls it makes, those calls are answered by the API itself (`send`,
// the same routes, headers and cached replies the browser would get), and it is rendered again with their data,
// until it asks for nothing new. The texts' language and the calls' transport are the module's own, so one page is
// rendered at a time.
import type { PageMember } from '@shop/contract';
import { renderToString } from 'preact-render-to-string';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { AppFrame } from './app/App';
import { AppRoutes, loadScreens } from './app/router';
import { activateOnServer } from './i18n/i18n';
import type { Language } from './i18n/language';
import { setTransport } from './lib/api';
import { drawFor, type Session } from './lib/session';
import { pageQueryClient } from './lib/query-client';

export type RenderedPage = {
  /** What goes inside the page's root element. */
  html: string;
  /** The data of the page's calls, for the browser's cache (TanStack Query's dehydrated state). */
  state: unknown;
  /** The id of the member the page was drawn for (decision 169): the app takes it over for that member only. */
  member?: string;
};

/** Rounds of calls a page may make one after the other (a product's page asks for related products once it has it). */
const MAX_ROUNDS = 3;

let queue: Promise<unknown> = Promise.resolve();

/** A call the page makes: a query without data whose hook did not turn it off (`enabled`, such as members' calls). */
function wanted(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return query.state.status === 'pending' && (typeof enabled === 'function' ? enabled(query) : enabled !== false);
}

const pending = (client: QueryClient) => client.getQueryCache().getAll().filter(wanted);

function draw(url: string, client: QueryClient) {
  return renderToString(
    <AppFrame client={client}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppFrame>,
  );
}

async function render(url: string, language: Language, member: Session): Promise<RenderedPage | undefined> {
  drawFor(member);
  await activateOnServer(language);
  await loadScreens(new URL(url, 'http://shop').pathname);
  const client = pageQueryClient();
  let html = draw(url, client);
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const asked = pending(client);
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    // A call that failed: the browser's app asks for it again, so this page is not rendered on the server.
    if (asked.some((query) => query.state.status === 'error')) return undefined;
    html = draw(url, client);
  }
  if (pending(client).length > 0) return undefined;
  return { html, state: dehydrate(client), ...(member && { member: member.memberId }) };
}

/**
 * The page at `url` (path and query) for a reader of `language`, its calls answered by `send`, for a visitor or for
 * `member` (its calls then carry the member's token); undefined when a call failed or the page kept asking (the
 * browser's app then renders it alone).
 */
export function renderPage(url: string, language: Language, send: typeof fetch, member?: PageMember): Promise<RenderedPage | undefined> {
  const session: Session = member ? { token: member.token, memberName: member.MemberName, memberId: String(member.MemberID), status: String(member.Status), role: member.Role } : null;
  const rendered = queue.then(() => {
    setTransport(send);
    return render(url, language, session).finally(() => drawFor(null));
  });
  queue = rendered.catch(() => undefined);
  return rendered;
}
