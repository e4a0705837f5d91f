import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/Button';

/** Any path the shop does not know (docs/product.md#not-found). */
export default function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-12 text-center">
      <svg viewBox="0 0 220 120" width={220} height={120} aria-hidden className="h-28 w-auto">
        <text x="38" y="98" textAnchor="middle" fontSize="104" fontWeight="800" fill="#bbf7d0" fontFamily="system-ui, sans-serif">
          4
        </text>
        <circle cx="110" cy="62" r="40" fill="#166534" />
        <path d="M84 64h52a26 26 0 0 1-52 0Z" fill="#fbbf24" />
        <path d="M110 60c-2-14 4-24 18-27-2 14-7 24-18 27Z" fill="#bbf7d0" />
        <path d="M108 60c-9-4-14-11-14-21 9 2 14 9 14 21Z" fill="#4ade80" />
        <text x="182" y="98" textAnchor="middle" fontSize="104" fontWeight="800" fill="#bbf7d0" fontFamily="system-ui, sans-serif">
          4
        </text>
      </svg>
      <h1 className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl"><Trans>Page not found</Trans></h1>
      <p className="mt-2 text-stone-600"><Trans>The page you are looking that does not exist.</Trans></p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          <Trans>Go to Home Page</Trans>
        </Link>
        <Link to="/shop" className={buttonClasses('secondary', 'lg')}>
          <Trans>Browse products</Trans>
        </Link>
      </div>
    </main>
  );
}
