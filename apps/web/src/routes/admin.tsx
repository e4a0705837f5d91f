import AdminApp from '../features/admin/AdminApp';
import { RequireAuth } from '../app/RequireAuth';
import { pageMeta } from '../lib/head';

// eslint-disable-next-line lingui/no-unlocalized-strings -- the back office is in English
export const meta = pageMeta(() => ({ title: 'Back office', robots: 'noindex' }));

/** The back office, for administrators (its screens say so to anyone else). */
export default function Admin() {
  return (
    <RequireAuth>
      <AdminApp />
    </RequireAuth>
  );
}
