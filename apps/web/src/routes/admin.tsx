import AdminApp from '../features/admin/AdminApp';
import { RequireAuth } from '../app/RequireAuth';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(() => ({ title: 'Back office', robots: 'noindex' }));

/** The back office, for administrators (its screens say so to anyone else). */
export default function Admin() {
  return (
    <RequireAuth>
      <AdminApp />
    </RequireAuth>
  );
}
