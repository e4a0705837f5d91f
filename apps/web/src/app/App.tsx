import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
// From react-router/dom so navigations can ask for flushSync (logout renders home before the session ends).
import { RouterProvider } from 'react-router/dom';
import { queryClient } from '../lib/query-client';
import { router } from './router';
import { setUnauthorizedHandler } from '../lib/api';
import { ToastHost } from '../lib/toast';

// A 401 anywhere ends the session (api.ts clears storage) and sends the shopper to log in, then back here.
setUnauthorizedHandler(() => {
  queryClient.clear();
  const here = window.location.pathname + window.location.search;
  if (!window.location.pathname.startsWith('/Login')) void router.navigate('/Login', { state: { from: here } });
});

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <ToastHost />
      </QueryClientProvider>
    </I18nProvider>
  );
}
