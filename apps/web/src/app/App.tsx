import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
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

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <LoginWhenUnauthorized />
          <AppRoutes />
        </BrowserRouter>
        <ToastHost />
      </QueryClientProvider>
    </I18nProvider>
  );
}
