import { msg } from '@lingui/core/macro';
import NewsletterPage from '../features/marketing/NewsletterPage';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Newsletter`), robots: 'noindex' }));

export default NewsletterPage;
