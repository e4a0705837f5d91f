import { msg } from '@lingui/core/macro';
import HeaderPage from '../app/layout/HeaderPage';
import { pageMeta } from '../lib/head';

export const meta = pageMeta(({ i18n }) => ({ title: i18n._(msg`Header`) }));

export default HeaderPage;
