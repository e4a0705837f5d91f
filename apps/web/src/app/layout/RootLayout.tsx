import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Header } from './Header';
import { Footer } from './Footer';

/** Header and footer around every screen except the login screen (SPEC.md section 2). */
export function RootLayout() {
  const { pathname } = useLocation();
  const bare = pathname === '/Login';
  return (
    <div className="flex min-h-dvh flex-col">
      {!bare && <Header />}
      <div className="flex-1">
        <Outlet />
      </div>
      {!bare && <Footer />}
      <ScrollRestoration />
    </div>
  );
}
