import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { leavingSession, useSession } from '../lib/session';
import { PageLoading } from './PageLoading';

const never = () => () => {};

/** False on the server and while a page is hydrated, true once the browser's own state is shown. */
const useInBrowser = () => useSyncExternalStore(never, () => true, () => false);

/**
 * Routes that need a login send a visitor without a stored authToken to /Login, and back after login. A page the
 * server drew for a visitor shows a skeleton until the browser's session is known: the member may be logged in there.
 * A session that ends while the shopper is already going elsewhere (logging out goes home) sends nobody to /Login.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const inBrowser = useInBrowser();
  if (session) return <>{children}</>;
  if (!inBrowser || leavingSession()) return <PageLoading />;
  return <Navigate to="/Login" replace state={{ from: location.pathname + location.search }} />;
}
