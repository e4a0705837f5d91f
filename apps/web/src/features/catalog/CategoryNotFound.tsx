import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/** Shown for a category address that names no category (an old link, a typo). */
export function CategoryNotFound() {
  const { t } = useLingui();
  useDocumentTitle(t`Category not found`);
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="sr-only"><Trans>Category not found</Trans></h1>
      <EmptyState
        title={t`We could not find this category.`}
        action={
          <Link to="/category" className={buttonClasses('primary')}>
            <Trans>Browse all categories</Trans>
          </Link>
        }
      >
        <Trans>It may have been renamed or removed.</Trans>
      </EmptyState>
    </main>
  );
}
