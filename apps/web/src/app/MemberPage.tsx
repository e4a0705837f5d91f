import { useEffect, type ReactNode } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { MemberPageData } from '../lib/page-data';
import { useSession } from '../lib/session';
import { PageLoading } from './PageLoading';
import { RequireAuth } from './RequireAuth';

/**
 * A member's page whose loader reads the member's data (memberPageData): its screen shows once that data was read for
 * the member this browser holds. A page the server could not draw for them (no cookie yet, another session) is read
 * again by its loader in the browser as soon as React knows the member: the cart is then checked against stock
 * first, as on any arrival, and nothing is read before it.
 */
export function MemberPage({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <ReadForThisMember>{children}</ReadForThisMember>
    </RequireAuth>
  );
}

function ReadForThisMember({ children }: { children: ReactNode }) {
  const session = useSession();
  const { readFor } = useLoaderData() as MemberPageData;
  const revalidator = useRevalidator();
  const stale = readFor !== session?.memberId;
  useEffect(() => {
    if (stale && revalidator.state === 'idle') void revalidator.revalidate();
  }, [stale, revalidator]);
  return stale ? <PageLoading /> : <>{children}</>;
}
