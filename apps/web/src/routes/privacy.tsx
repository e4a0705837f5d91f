// This page's texts are beyond the first page's English.
import '../i18n/catalogs/english-rest';
import { msg } from '@lingui/core/macro';
import PrivacyPage from '../features/account/PrivacyPage';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Privacy Policy`) }));

export default PrivacyPage;
