import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';

/** Shown for a product address that names no product on sale (an old link, a typo), with its 404 status. */
export function ProductNotFound() {
  const { t } = useLingui();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="sr-only"><Trans>Product not found</Trans></h1>
      <EmptyState
        title={t`This product does not exist or is no longer sold.`}
        action={
          <Link to="/shop" className={buttonClasses('primary')}>
            <Trans>Continue shopping</Trans>
          </Link>
        }
      >
        <Trans>It may have been removed from the shop. Have a look at what we have today.</Trans>
      </EmptyState>
    </main>
  );
}

/** Shown for a category address that names no category (an old link, a typo), with its 404 status. */
export function CategoryNotFound() {
  const { t } = useLingui();
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
