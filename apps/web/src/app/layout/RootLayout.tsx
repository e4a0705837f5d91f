import { Trans } from '@lingui/react/macro';
import { Outlet, useLocation } from 'react-router';
import { Header } from './Header';
import { Footer } from './Footer';
import { isBareScreen } from '@shop/contract/pages';

/** Header and footer around every screen, and a skip link for keyboard users. */
export function RootLayout() {
  const { pathname } = useLocation();
  const bare = isBareScreen(pathname);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#content" className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        <Trans>Skip to content</Trans>
      </a>
      {!bare && <Header />}
      <div id="content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </div>
      {!bare && <Footer />}
    </div>
  );
}
