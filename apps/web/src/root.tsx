import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { Links, Meta, Outlet, Scripts, useLocation, useMatches, useNavigate, useNavigationType, type LinksFunction, type LoaderFunctionArgs } from 'react-router';
import stylesheet from './index.css?url';
import devanagariFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import { companyQuery } from './features/company';
import { ResumePendingAdd } from './features/cart';
import { settleDeviceLanguage } from './i18n/i18n';
import { localeTag } from './i18n/language';
import { setUnauthorizedHandler } from './lib/api';
import { pageMeta, type RootData } from './lib/head';
import { pageData, pageQueries } from './lib/page-data';
import { pageQueryClient, queryClient } from './lib/query-client';
import type { DrawnFor } from './lib/session';
import { ToastHost } from './lib/toast';
import { RouteError } from './app/RouteError';
import { ScrollOnNavigation } from './lib/scroll';
import { HoldEarlyTaps, useAppStarted } from './lib/early-taps';

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/favicon.svg' },
  { rel: 'stylesheet', href: stylesheet },
];

const companyData = pageData(async (read) => {
  await read(companyQuery);
});

/**
 * Every page's frame: the company's details (the header and footer show them), the page's language and the shop's
 * address (for the head), and the member the page is drawn for, without the token (useSession).
 */
export async function loader(args: LoaderFunctionArgs): Promise<RootData & { member: DrawnFor; queries: unknown }> {
  const { shop } = args.context;
  const { member } = shop;
  return {
    ...(await companyData.loader(args)),
    language: shop.language,
    origin: shop.origin,
    member: member && { MemberName: member.MemberName, MemberID: member.MemberID, MemberMob: member.MemberMob, Status: member.Status, Role: member.Role },
  };
}

/** The frame's data does not change from page to page: read once, with the first page. */
export const shouldRevalidate = () => false;

/** The shop's own title and description, for a page without a head of its own. */
export const meta = pageMeta(() => ({}));

/** The document around every page, in the language it is shown in. */
export function Layout({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  // A page in Hindi asks for its Devanagari font with the stylesheet, not once the text is laid out (decision 138).
  if (i18n.locale === 'hi') preload(devanagariFont, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return (
    // The head's first script marks the element before React hydrates it (data-scripted): not a mismatch.
    <html lang={localeTag(i18n.locale === 'hi' ? 'hi' : 'en')} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <HoldEarlyTaps />
        <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover" />
        <meta name="theme-color" content="#14532d" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Without scripts the pages show the catalogue, but nothing can be bought (decision 290). */}
        <p className="without-script bg-amber-100 px-4 py-2 text-center text-sm text-amber-950">
          <Trans>Please turn on JavaScript in your browser to add to your cart, log in and order.</Trans>
        </p>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

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

/**
 * The storefront: the query cache (one per page drawn on the server, the browser's own in the browser), filled with
 * what the matched routes' loaders read before the page draws.
 */
export default function App() {
  useEffect(() => {
    settleDeviceLanguage();
  }, []);
  // After the language is settled: the page is React's now, and the taps made before get their answer.
  useAppStarted();
  const [client] = useState(() => (typeof window === 'undefined' ? pageQueryClient() : queryClient));
  const matches = useMatches();
  const location = useLocation();
  const navigationType = useNavigationType();
  const read = useMemo(() => pageQueries(matches), [matches]);
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={read}>
        <LoginWhenUnauthorized />
        <ResumePendingAdd />
        <Outlet />
        <ScrollOnNavigation location={location} navigationType={navigationType} />
      </HydrationBoundary>
      <ToastHost />
    </QueryClientProvider>
  );
}

/** What failed above every page (the frame's own data): the shop's error page. */
export function ErrorBoundary() {
  useAppStarted();
  return <RouteError />;
}
