import { msg } from '@lingui/core/macro';
import FooterPage from '../app/layout/FooterPage';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Footer`) }));

export default FooterPage;
