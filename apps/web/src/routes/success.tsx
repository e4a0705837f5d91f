// This page's texts are beyond the first page's English.
import '../i18n/catalogs/english-rest';
import { msg } from '@lingui/core/macro';
import SuccessPage from '../features/checkout/SuccessPage';
import { RequireAuth } from '../app/RequireAuth';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Order placed`), robots: 'noindex' }));

export default function Success() {
  return (
    <RequireAuth>
      <SuccessPage />
    </RequireAuth>
  );
}
