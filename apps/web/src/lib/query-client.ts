import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { ApiError } from './api-error';

const queries: DefaultOptions['queries'] = {
  staleTime: 60_000,
  refetchOnWindowFocus: false,
  // Refusals (4xx) are final; only network trouble and 5xx are retried.
  retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
};

export const queryClient = new QueryClient({ defaultOptions: { queries } });

/** One page's cache on the server (entry-server.tsx): the same freshness, and a failure is not tried again. */
export const pageQueryClient = () => new QueryClient({ defaultOptions: { queries: { ...queries, retry: false } } });
