import { msg } from '@lingui/core/macro';
import ContactPage from '../features/company/ContactPage';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Contact Us`) }));

export default ContactPage;
