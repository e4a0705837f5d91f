import { msg } from '@lingui/core/macro';
import SignUpPage from '../features/auth/SignUpPage';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Sign up`) }));

export default SignUpPage;
