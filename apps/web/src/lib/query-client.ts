import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';

const queries: DefaultOptions['queries'] = {
  staleTime: 60_000,
  refetchOnWindowFocus: false,
  // Refusals (4xx) are final; only network trouble and 5xx are retried.
  retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
};

/** The browser's query cache: what every screen reads, filled by the pages' loaders and the screens' own calls. */
export const queryClient = new QueryClient({ defaultOptions: { queries } });

/** One page's cache on the server (root.tsx): what its loaders read; nothing is fetched while it is drawn. */
export const pageQueryClient = () => new QueryClient({ defaultOptions: { queries: { ...queries, retry: false } } });
