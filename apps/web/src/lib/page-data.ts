import { type DehydratedState, hashKey, type QueryKey } from '@tanstack/react-query';
import { data, useMatches, type LoaderFunctionArgs, type ClientLoaderFunctionArgs, type UIMatch } from 'react-router';
import type { CallInput, CallReply } from '@shop/contract/routes';
import { isPageCallRefused, type PageCallName, type ShopPageContext } from '@shop/contract/page-context';
import { call } from './api';
import { ApiError } from './api-error';
import { queryClient } from './query-client';
import { currentSession } from './session';

declare module 'react-router' {
  interface AppLoadContext {
    /** The shop's services for the page being drawn, filled by the API for each request (decision 173). */
    shop: ShopPageContext;
  }
}

/**
 * Data a page shows, read by one call of the route table: its key in the browser's query cache, the call and its
 * input, and the part of the reply the page keeps. The feature's hook reads it (useQuery with `queryFn`) and a route's
 * loader names it (`pageData`), so both read the same call the same way.
 */
export type CallQuery<T = unknown> = {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  /** The call a loader makes on the server; the browser's `queryFn` makes the same one over HTTP. */
  page: { name: PageCallName; input: unknown; pick: (reply: never) => T };
};

/** The query of call `name` with `input`, keeping `pick` of its reply. */
export function callQuery<K extends PageCallName, T>(queryKey: QueryKey, name: K, input: CallInput<K>, pick: (reply: CallReply<K>) => T): CallQuery<T> {
  return {
    queryKey,
    queryFn: async ({ signal }) => pick(await (call as (name: K, input: CallInput<K>, signal: AbortSignal) => Promise<CallReply<K>>)(name, input, signal)),
    page: { name, input, pick: pick as (reply: never) => T },
  };
}

/**
 * What a page's loader returns: the data of its calls by query key, in the order read; `inCache` when the browser's
 * loader read them into its query cache already.
 */
export type PageData = { queries: [QueryKey, unknown][]; inCache?: true };

/**
 * Reads a query's data for a page: the loader waits for it; a later read may depend on it. `fresh`: read again on each
 * arrival at the page (the cart's stock refresh, and the cart after it), never taken from the browser's cache.
 */
export type Read = <T>(query: CallQuery<T>, opts?: { fresh?: boolean }) => Promise<T>;

/**
 * What a page's loader knows of its request: the route's parameters and the address; on a member's page, the member
 * it reads for.
 */
export type PageArgs<Params> = { params: Params; url: URL; memberId: string | undefined };

type Load<Params> = (read: Read, args: PageArgs<Params>) => Promise<unknown>;

/** A refused call as the page's answer: its status (404 for an unknown product), shown by the error boundary. */
function refusal(err: unknown): unknown {
  if (isPageCallRefused(err) || err instanceof ApiError) return data(err.message, { status: err.status || 500 });
  return err;
}

function serverRead(shop: ShopPageContext, queries: PageData['queries']): Read {
  return async (query) => {
    const got = query.page.pick((await shop.call(query.page.name, query.page.input as never)) as never);
    queries.push([query.queryKey, got]);
    return got;
  };
}

function browserRead(queries: PageData['queries']): Read {
  return async (query, { fresh = false } = {}) => {
    const options = { queryKey: query.queryKey, queryFn: query.queryFn };
    const got = fresh ? await queryClient.fetchQuery({ ...options, staleTime: 0 }) : await queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
    queries.push([query.queryKey, got]);
    return got;
  };
}

async function loadWith<Params>(load: Load<Params>, read: Read, args: PageArgs<Params>): Promise<void> {
  try {
    await load(read, args);
  } catch (err) {
    throw refusal(err);
  }
}

/**
 * A route's loaders from one description of what its page reads (`load`): on the server (`loader`) each call is
 * answered by the shop's services in process, for the request's language; in the browser, on a later navigation
 * (`clientLoader`), by the JSON API through the query cache, which answers at once what it holds fresh. Both return
 * the data read, which the root puts into the page's query cache before the page draws (pageQueries).
 */
export function pageData<Params = LoaderFunctionArgs['params']>(load: Load<Params>) {
  return {
    loader: async ({ context, params, request }: LoaderFunctionArgs): Promise<PageData> => {
      const queries: PageData['queries'] = [];
      await loadWith(load, serverRead(context.shop, queries), { params: params as Params, url: new URL(request.url), memberId: undefined });
      return { queries };
    },
    clientLoader: async ({ params, request }: ClientLoaderFunctionArgs): Promise<PageData> => {
      const queries: PageData['queries'] = [];
      await loadWith(load, browserRead(queries), { params: params as Params, url: new URL(request.url), memberId: currentSession()?.memberId });
      return { queries, inCache: true };
    },
  };
}

/** What a member's page's loader returns: also the member it read for (none when it read nothing). */
export type MemberPageData = PageData & { memberPage: true; readFor?: string };

/**
 * True while the page shown is a member's page whose loader has not read it for `memberId` yet: it is about to, in
 * its own order (the cart after the stock check), and nothing else should read the same calls meanwhile.
 */
export function useMemberPageReading(memberId: string | undefined): boolean {
  return useMatches().some((match) => {
    const page = match.data as MemberPageData | undefined;
    return page?.memberPage === true && memberId !== undefined && page.readFor !== memberId;
  });
}

/**
 * The loaders of a member's page (the cart, checkout), whose `load` reads for `memberId`. The server draws it for the
 * member whose session its cookie names (decision 169), and for anyone else reads nothing; the browser reads it for
 * the member it holds. The page shows its screen only while its data was read for the browser's member (MemberPage).
 */
export function memberPageData<Params = LoaderFunctionArgs['params']>(load: Load<Params>) {
  return {
    loader: async ({ context, params, request }: LoaderFunctionArgs): Promise<MemberPageData> => {
      const queries: PageData['queries'] = [];
      const member = context.shop.member;
      if (!member) return { queries, memberPage: true };
      const memberId = String(member.MemberID);
      await loadWith(load, serverRead(context.shop, queries), { params: params as Params, url: new URL(request.url), memberId });
      return { queries, memberPage: true, readFor: memberId };
    },
    clientLoader: async ({ params, request }: ClientLoaderFunctionArgs): Promise<MemberPageData> => {
      const queries: PageData['queries'] = [];
      const memberId = currentSession()?.memberId;
      if (memberId === undefined) return { queries, inCache: true, memberPage: true };
      await loadWith(load, browserRead(queries), { params: params as Params, url: new URL(request.url), memberId });
      return { queries, inCache: true, memberPage: true, readFor: memberId };
    },
  };
}

/** The data a page's loader read for `query`, for its `meta` (the title of a product page). */
export function dataOf<T>(page: unknown, query: CallQuery<T>): T | undefined {
  const hash = hashKey(query.queryKey);
  return (page as PageData | undefined)?.queries?.find(([key]) => hashKey(key) === hash)?.[1] as T | undefined;
}

const received = new WeakMap<object, number>();

/**
 * The queries the matched routes' server loaders read, as TanStack Query's dehydrated state, dated when this device
 * received them: the page's hooks find them in the cache, fresh, and read nothing again.
 */
export function pageQueries(matches: UIMatch[]): DehydratedState {
  const queries: DehydratedState['queries'] = [];
  for (const match of matches) {
    const page = match.data as PageData | undefined;
    if (!page?.queries || page.inCache) continue;
    let at = received.get(page);
    if (at === undefined) received.set(page, (at = Date.now()));
    for (const [queryKey, got] of page.queries) {
      queries.push({
        queryKey,
        queryHash: hashKey(queryKey),
        dehydratedAt: at,
        state: { data: got, dataUpdateCount: 1, dataUpdatedAt: at, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: 'success', fetchStatus: 'idle' },
      });
    }
  }
  return { mutations: [], queries };
}
