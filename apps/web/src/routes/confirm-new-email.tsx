// This page's texts are beyond the first page's English.
import '../i18n/catalogs/english-rest';
import { msg } from '@lingui/core/macro';
import ConfirmNewEmailPage from '../features/account/ConfirmNewEmailPage';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Confirm your new e-mail address`), robots: 'noindex' }));

export default ConfirmNewEmailPage;
