import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The storefront's pages (docs/product.md#screens-and-routes). Each route module says what its page reads (its
// loader), what it says in its head (meta) and which screen draws it. Paths match whatever their case.
export default [
  // The header and footer around every page but the bare screens; inside them, the pages' own error boundary (an
  // unknown product or path shows the not-found page within the shop's frame, with its 404 status).
  layout('routes/frame.tsx', [
    layout('routes/pages.tsx', [
      index('routes/home.tsx'),
      route('Sign-Up', 'routes/sign-up.tsx'),
      route('Login', 'routes/login.tsx'),
      route('LoginwithEmail', 'routes/login-with-email.tsx'),
      route('EnterOtp', 'routes/enter-otp.tsx'),
      route('about', 'routes/about.tsx'),
      route('Contact', 'routes/contact.tsx'),
      route('footer', 'routes/footer.tsx'),
      route('Header', 'routes/header.tsx'),
      route('category', 'routes/categories.tsx'),
      route('category/:catId', 'routes/category.tsx'),
      route('subcategory/:catId', 'routes/subcategory.tsx'),
      route('shop', 'routes/shop.tsx'),
      route('product/:productId', 'routes/product.tsx'),
      route('search', 'routes/search.tsx'),
      route('cart', 'routes/cart.tsx'),
      route('checkout', 'routes/checkout.tsx'),
      route('Success', 'routes/success.tsx'),
      // The original brief put /privacy behind a login; a privacy policy must be readable before signing up (decision 008).
      route('privacy', 'routes/privacy.tsx'),
      route('confirm-email', 'routes/confirm-email.tsx'),
      route('confirm-new-email', 'routes/confirm-new-email.tsx'),
      route('orders', 'routes/orders.tsx'),
      route('newsletter/:action', 'routes/newsletter.tsx'),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
  // The back office: a screen of its own, with its own frame and routes (features/admin).
  route('admin/*', 'routes/admin.tsx'),
] satisfies RouteConfig;
