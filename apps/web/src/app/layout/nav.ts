/** The header's main links, in order; Checkout is added only for a logged-in member. */
export const mainLinks = [
  { to: '/', label: 'Home', end: true },
  { to: '/shop', label: 'Shop', end: false },
  { to: '/category', label: 'Category', end: false },
] as const;

export const contactLink = { to: '/Contact', label: 'Contact', end: false } as const;

/** Where the top bar's policy links go; see docs/product.md#header. */
export const policyLinks = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/about#terms', label: 'Terms of Use' },
  { to: '/about#refunds', label: 'Sales and Refunds' },
] as const;
