import { msg } from '@lingui/core/macro';
import LoginWithEmailPage from '../features/auth/LoginWithEmailPage';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Login with Email`) }));

export default LoginWithEmailPage;
