import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { ProductGrid } from '../catalog';
import { buttonClasses } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ProductGridSkeleton } from '../../ui/Skeleton';
import { useProductSearch } from './api';
import { NoResultsIllustration } from './NoResultsIllustration';

/** /search?search=: the products matching the words; it searches again whenever the words in the address change. */
export default function SearchPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const query = (params.get('search') ?? '').trim();
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  const { data, isPending, isError, error, isFetching } = useProductSearch(query);

  useEffect(() => setText(query), [query]);
  const noHit = data !== undefined && data.length === 0;
  const found = data?.length ?? 0;
  useEffect(() => {
    if (noHit) toast.info(t`No products found.`, { id: 'search-no-hit' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per search, not again on a language switch
  }, [noHit, query]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = text.trim();
    if (next && next !== query) navigate(`/search?search=${encodeURIComponent(next)}`);
  };

  return (
    <main className="mx-auto max-w-7xl px-3 py-4 sm:px-4 sm:py-6 lg:px-6">
      <form role="search" action="/search" onSubmit={submit} className="mb-5 hidden gap-2 md:flex md:max-w-xl">
        <label htmlFor="search-page-input" className="sr-only">
          <Trans>Search for products</Trans>
        </label>
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-400" />
          <input
            id="search-page-input"
            name="search"
            type="search"
            enterKeyHint="search"
            value={text}
            maxLength={200}
            onChange={(e) => setText(e.target.value)}
            placeholder={t`Search for products...`}
            className="h-12 w-full rounded-xl border border-stone-300 bg-white pl-10 pr-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <button type="submit" className={buttonClasses('primary', 'lg')}>
          <Trans>Search</Trans>
        </button>
      </form>

      {!query ? (
        <>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900"><Trans>Search</Trans></h1>
          <p className="mt-2 text-stone-600"><Trans>Type what you are looking for: a product, a brand or a category.</Trans></p>
        </>
      ) : (
        <section aria-labelledby="search-title" aria-busy={isFetching}>
          <h1 id="search-title" className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">
            <Trans>Results for “{query}”</Trans>
          </h1>
          <p aria-live="polite" className="mb-4 mt-1 text-sm text-stone-500">
            {data && data.length > 0 && <Plural value={found} one="# product found" other="# products found" />}
          </p>
          {isPending ? (
            <ProductGridSkeleton count={10} columns={5} />
          ) : isError ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
              {error.message}
            </p>
          ) : data.length === 0 ? (
            <EmptyState
              illustration={<NoResultsIllustration />}
              title={t`Not found this product.`}
              action={
                <Link to="/shop" className={buttonClasses('primary')}>
                  <Trans>Browse all products</Trans>
                </Link>
              }
            >
              <Trans>We found nothing for “<strong className="text-stone-900">{query}</strong>”. Check the spelling or try a simpler word, such as “atta” or “honey”.</Trans>
            </EmptyState>
          ) : (
            <ProductGrid products={data} columns={5} headingLevel={2} leading />
          )}
        </section>
      )}
    </main>
  );
}
