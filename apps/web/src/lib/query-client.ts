import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** The queries whose data came with a page the server drew, until the app has taken that page over (drawnPage.ts). */
const cameWithThePage = new Set<string>();

/** The page's data is as fresh as data gets: the screens that first use it do not read it again (decision 170). */
export function dataCameWithThePage(queryHashes: string[]) {
  for (const hash of queryHashes) cameWithThePage.add(hash);
}

/** The page is the app's now: a screen mounted from here on reads its stale data again, as always. */
export function pageDataTakenOver() {
  cameWithThePage.clear();
}

const queries: DefaultOptions['queries'] = {
  staleTime: 60_000,
  // A query marked always stale (checkout's delivery options) is still read once, not twice, on a drawn page.
  refetchOnMount: (query) => !cameWithThePage.has(query.queryHash),
  refetchOnWindowFocus: false,
  // Refusals (4xx) are final; only network trouble and 5xx are retried.
  retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
};

export const queryClient = new QueryClient({ defaultOptions: { queries } });

/** One page's cache on the server (entry-server.tsx): the same freshness, and a failure is not tried again. */
export const pageQueryClient = () => new QueryClient({ defaultOptions: { queries: { ...queries, retry: false } } });
