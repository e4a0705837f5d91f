import { msg } from '@lingui/core/macro';
import EnterOtpPage from '../features/auth/EnterOtpPage';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Enter OTP`), robots: 'noindex' }));

export default EnterOtpPage;
