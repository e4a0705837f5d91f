import { Link } from 'react-router';
import { buttonClasses } from '../ui/Button';
import { useDocumentTitle } from '../ui/useDocumentTitle';

/** Any path the shop does not know (SPEC.md section 2). */
export default function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-12 text-center">
      <svg viewBox="0 0 220 120" width={220} height={120} aria-hidden className="h-28 w-auto">
        <text x="110" y="95" textAnchor="middle" fontSize="104" fontWeight="800" fill="#dcfce7" fontFamily="system-ui, sans-serif">
          404
        </text>
        <path d="M86 60a24 24 0 0 1 48 0Z" fill="#fbbf24" />
        <path d="M110 58c-1-12 4-20 15-22-2 12-6 20-15 22Z" fill="#15803d" />
      </svg>
      <h1 className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">Page not found</h1>
      <p className="mt-2 text-stone-600">The page you are looking that does not exist.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClasses('primary', 'lg')}>
          Go to Home Page
        </Link>
        <Link to="/shop" className={buttonClasses('secondary', 'lg')}>
          Browse products
        </Link>
      </div>
    </main>
  );
}
