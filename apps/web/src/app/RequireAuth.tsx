import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Routes that need a login send a visitor without a stored authToken to /Login, and back after login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/Login" replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}
