import { Component, createElement, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, useLocation, useNavigationType, useRoutes, type RouteObject } from 'react-router';
import { ScrollOnNavigation } from './layout/ScrollOnNavigation';
import { RootLayout } from './layout/RootLayout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';
import { PageLoading } from './PageLoading';
import { HomePage } from '../features/home/HomePage';
import { screenTexts } from '../i18n/i18n';
import { getToken } from '../lib/session';

/** A screen whose code loads lazily: whether it has arrived, and a way to fetch it. */
type LazyScreen = { ready: () => boolean; load: () => Promise<unknown> };

/**
 * A route of a screen whose code loads lazily: every route but the home page is its own chunk. On a first visit the
 * layout around it (the header) shows at once, with a neutral skeleton where the screen will be; later the shown page
 * stays until the next one's code has arrived (AppRoutes). A members-only screen sends a visitor to log in before its
 * code is fetched. `feature` is the screen's folder under features/ (`app` for the shell's own screens): it says
 * whether the screen also waits for the English of the screens beyond the first page (i18n.ts `screenTexts`);
 * router.test.ts holds it to the folder the screen is imported from.
 */
function page(feature: string, load: () => Promise<{ default: ComponentType }>, opts: { auth?: boolean } = {}): Pick<RouteObject, 'element' | 'handle'> {
  let component: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  let failure: unknown;
  const screen: LazyScreen = {
    // A members-only screen shown to a visitor only sends them to log in: nothing to wait for.
    ready: () => component !== undefined || (opts.auth === true && !getToken()),
    // The screen's code and the texts it needs beyond the first page's, if any (decision 148).
    load: () =>
      (loading ??= Promise.all([load(), screenTexts(feature)]).then(
        ([loaded]) => {
          component = loaded.default;
        },
        (err: unknown) => {
          loading = undefined;
          failure = err;
          throw err;
        },
      )),
  };
  // Suspends (Suspense waits for a thrown promise) until the code has arrived, then renders it: once it is there, at
  // once, with no skeleton in between. Code that failed to load is an error for the boundary around the screens.
  const Screen = () => {
    if (component) return createElement(component);
    if (failure !== undefined) throw failure;
    throw screen.load();
  };
  const shown = (
    <Suspense fallback={<PageLoading />}>
      <Screen />
    </Suspense>
  );
  return { element: opts.auth ? <RequireAuth>{shown}</RequireAuth> : shown, handle: screen };
}

const lazyScreens = (pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map((match) => match.route.handle as LazyScreen | undefined).filter((screen) => screen !== undefined);

/** The code of the screens at `pathname`, loaded: a page the server rendered is drawn again only once it is there. */
export const loadScreens = (pathname: string) => Promise.all(lazyScreens(pathname).map((screen) => screen.load()));

/**
 * The shop's routes, in react-router's declarative mode (decision 117): no loaders or actions, so the data router's
 * code stays out of the first page's JavaScript.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/Sign-Up', ...page('auth', () => import('../features/auth/SignUpPage')) },
      { path: '/Login', ...page('auth', () => import('../features/auth/LoginPage')) },
      { path: '/LoginwithEmail', ...page('auth', () => import('../features/auth/LoginWithEmailPage')) },
      { path: '/EnterOtp', ...page('auth', () => import('../features/auth/EnterOtpPage')) },
      { path: '/about', ...page('company', () => import('../features/company/AboutPage')) },
      { path: '/Contact', ...page('company', () => import('../features/company/ContactPage')) },
      { path: '/footer', ...page('app', () => import('./layout/FooterPage')) },
      { path: '/Header', ...page('app', () => import('./layout/HeaderPage')) },
      { path: '/category', ...page('catalog', () => import('../features/catalog/CategoryBrowserPage')) },
      { path: '/category/:catId', ...page('catalog', () => import('../features/catalog/CategoryProductPage')) },
      { path: '/subcategory/:catId', ...page('catalog', () => import('../features/catalog/SubCategoryPage')) },
      { path: '/shop', ...page('catalog', () => import('../features/catalog/ShopPage')) },
      { path: '/product/:productId', ...page('catalog', () => import('../features/catalog/ProductDetailsPage')) },
      { path: '/search', ...page('search', () => import('../features/search/SearchPage')) },
      { path: '/cart', ...page('cart', () => import('../features/cart/CartPage'), { auth: true }) },
      { path: '/checkout', ...page('checkout', () => import('../features/checkout/CheckoutPage'), { auth: true }) },
      { path: '/Success', ...page('checkout', () => import('../features/checkout/SuccessPage'), { auth: true }) },
      // The original brief put /privacy behind a login; a privacy policy must be readable before signing up, so it is open.
      { path: '/privacy', ...page('account', () => import('../features/account/PrivacyPage')) },
      { path: '/confirm-email', ...page('account', () => import('../features/account/ConfirmEmailPage')) },
      { path: '/orders', ...page('account', () => import('../features/account/AccountPage'), { auth: true }) },
      { path: '/newsletter/:action', ...page('marketing', () => import('../features/marketing/NewsletterPage')) },
      { path: '*', ...page('app', () => import('./NotFoundPage')) },
    ],
  },
  { path: '/admin/*', ...page('admin', () => import('../features/admin/AdminApp'), { auth: true }) },
];

/**
 * Shows RouteError in place of the screens when one failed (its code did not load after a deploy, or it threw); the
 * failure is forgotten when the shopper goes to another page.
 */
class ScreenErrorBoundary extends Component<{ pathname: string; children: ReactNode }, { pathname: string; failed: boolean }> {
  state = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromProps(props: { pathname: string }, state: { pathname: string }) {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failed: false };
  }

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/**
 * The screen for the current address. Going to a screen whose code has not arrived keeps the page shown until it has
 * (what the address bar says changes at once), so the page being left scrolls smoothly to the top of the next one
 * instead of blinking through a skeleton.
 */
export function AppRoutes() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(location);
  const [, arrived] = useState(0);
  const waiting = lazyScreens(location.pathname).filter((screen) => !screen.ready());
  if (waiting.length === 0 || shown.current === location) shown.current = location;
  useEffect(() => {
    if (waiting.length === 0) return;
    let current = true;
    // A screen that fails to load is shown anyway: its error boundary says so.
    void Promise.allSettled(waiting.map((screen) => screen.load())).then(() => current && arrived((n) => n + 1));
    return () => {
      current = false;
    };
  });
  const screen = useRoutes(routes, shown.current);
  return (
    <>
      <ScreenErrorBoundary pathname={shown.current.pathname}>{screen}</ScreenErrorBoundary>
      <ScrollOnNavigation location={shown.current} navigationType={navigationType} />
    </>
  );
}
