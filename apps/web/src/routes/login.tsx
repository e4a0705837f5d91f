import { msg } from '@lingui/core/macro';
import LoginPage from '../features/auth/LoginPage';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Login`) }));

export default LoginPage;
