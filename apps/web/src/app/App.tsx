import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../lib/query-client';
import { AppRoutes } from './router';
import { setUnauthorizedHandler } from '../lib/api';
import { ToastHost } from '../lib/toast';

/** A 401 anywhere ends the session (api.ts clears storage) and sends the shopper to log in, then back here. */
function LoginWhenUnauthorized() {
  const navigate = useNavigate();
  useEffect(
    () =>
      setUnauthorizedHandler(() => {
        queryClient.clear();
        const here = window.location.pathname + window.location.search;
        if (!window.location.pathname.startsWith('/Login')) navigate('/Login', { state: { from: here } });
      }),
    [navigate],
  );
  return null;
}

/** The storefront around its router: the browser's (App) or, on the server, one fixed address (entry-server.tsx). */
export function AppFrame({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </I18nProvider>
  );
}

export function App() {
  return (
    <AppFrame client={queryClient}>
      <BrowserRouter>
        <LoginWhenUnauthorized />
        <AppRoutes />
      </BrowserRouter>
    </AppFrame>
  );
}
