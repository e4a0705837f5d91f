// This page's texts are beyond the first page's English.
import '../i18n/catalogs/english-rest';
import { RequireAuth } from '../app/RequireAuth';
import AccountPage from '../features/account/AccountPage';
import { tabOf } from '../features/account/tabs';
import { pageMeta } from '../lib/head';

/** The account page: its title is the tab shown (`?activeTab=`). The member's data is read in the browser. */
export const meta = pageMeta(({ i18n, search }) => ({ title: i18n._(tabOf(search).label), robots: 'noindex' }));

export default function Orders() {
  return (
    <RequireAuth>
      <AccountPage />
    </RequireAuth>
  );
}
