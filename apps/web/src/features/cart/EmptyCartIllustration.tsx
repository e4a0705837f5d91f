import { useLingui } from '@lingui/react/macro';
/** An empty shopping cart, drawn inline for the cart page's empty state. */
export function EmptyCartIllustration() {
  const { t } = useLingui();
  return (
    <svg viewBox="0 0 200 150" width={200} height={150} role="img" aria-label={t`An empty cart`} className="h-32 w-auto">
      <ellipse cx="100" cy="138" rx="72" ry="7" fill="#e7e5e4" />
      <path d="M28 34h20l16 70h84l14-52H56" fill="none" stroke="#15803d" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M60 56h98l-11 40H69Z" fill="#dcfce7" />
      <path d="M84 62v28M106 62v28M128 62v28" stroke="#86efac" strokeWidth="4" strokeLinecap="round" />
      <circle cx="76" cy="122" r="9" fill="#fff" stroke="#15803d" strokeWidth="5" />
      <circle cx="138" cy="122" r="9" fill="#fff" stroke="#15803d" strokeWidth="5" />
      <path d="M150 18c8 6 8 16 0 22M162 10c13 10 13 28 0 38" fill="none" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
