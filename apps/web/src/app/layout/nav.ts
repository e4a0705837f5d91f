import { msg } from '@lingui/core/macro';

/** The header's main links, in order; Checkout is added only for a logged-in member. */
export const mainLinks = [
  { to: '/', label: msg`Home`, end: true },
  { to: '/shop', label: msg`Shop`, end: false },
  { to: '/category', label: msg`Category`, end: false },
] as const;

export const contactLink = { to: '/Contact', label: msg`Contact`, end: false } as const;

/** Where the top bar's policy links go; see docs/product.md#header. */
export const policyLinks = [
  { to: '/privacy', label: msg`Privacy Policy` },
  { to: '/about#terms', label: msg`Terms of Use` },
  { to: '/about#refunds', label: msg`Sales and Refunds` },
] as const;
