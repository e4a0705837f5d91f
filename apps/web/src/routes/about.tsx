import { msg } from '@lingui/core/macro';
import AboutPage from '../features/company/AboutPage';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`About Us`) }));

export default AboutPage;
