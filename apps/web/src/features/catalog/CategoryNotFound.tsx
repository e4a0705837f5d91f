import { Link } from 'react-router';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/** Shown for a category address that names no category (an old link, a typo). */
export function CategoryNotFound() {
  useDocumentTitle('Category not found');
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="sr-only">Category not found</h1>
      <EmptyState
        title="We could not find this category."
        action={
          <Link to="/category" className={buttonClasses('primary')}>
            Browse all categories
          </Link>
        }
      >
        It may have been renamed or removed.
      </EmptyState>
    </main>
  );
}
