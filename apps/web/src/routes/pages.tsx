import { msg } from '@lingui/core/macro';
import { isRouteErrorResponse, Outlet, useRouteError } from 'react-router';
import NotFoundPage from '../app/NotFoundPage';
import { RouteError } from '../app/RouteError';
import { pageMeta } from '../lib/head';

export default function Pages() {
  return <Outlet />;
}

/** The head of a page that failed: a 404 is not indexed. Pages without a head of their own keep the shop's. */
export const meta = (args: Parameters<ReturnType<typeof pageMeta>>[0] & { error?: unknown }) =>
  pageMeta(({ i18n }) => (args.error ? { title: i18n._(msg`Page not found`), robots: 'noindex' } : {}))(args);

/** A page whose loader refused (an unknown address, a call refused): the not-found page, or the error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <RouteError />;
}
