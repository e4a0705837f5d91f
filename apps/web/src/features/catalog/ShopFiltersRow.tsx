import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocalName } from '../../i18n/format';
import { FoodMark } from '../../ui/FoodMark';
import { brandsQuery, useCategoryTree } from './api';
import { foodTypes } from '@shop/contract/declarations';
import type { ShopFilters } from './shopParams';

const selectClasses =
  'h-11 w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 text-base text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 sm:text-sm';
const labelClasses = 'mb-1 block text-xs font-semibold uppercase tracking-wide text-stone-500';

/**
 * The shop's narrowing filters (issue 33): a category, a brand of that category, veg or non-veg, in stock only. Each
 * applies at once and starts again at page 1; a brand that the new category does not sell is dropped.
 */
export function ShopFiltersRow({ filters, onChange }: { filters: ShopFilters; onChange: (next: Partial<ShopFilters>) => void }) {
  const { t } = useLingui();
  const id = useId();
  const localName = useLocalName();
  const tree = useCategoryTree();
  const brands = useQuery(brandsQuery(filters.catid));
  const foodWords = { '': t`All`, veg: t`Veg`, 'non-veg': t`Non-veg` } as const;

  return (
    <div className="grid grid-cols-2 gap-3 border-t border-stone-100 pt-3 md:grid-cols-[minmax(10rem,14rem)_minmax(10rem,14rem)_auto_auto] md:items-end md:gap-5">
      <div className="min-w-0">
        <label htmlFor={`${id}-cat`} className={labelClasses}>
          <Trans>Category</Trans>
        </label>
        <select id={`${id}-cat`} value={filters.catid} onChange={(e) => onChange({ catid: Number(e.target.value), brand: '', page: 1 })} className={selectClasses}>
          <option value={0}>{t`All categories`}</option>
          {tree.data?.roots.map((c) => (
            <option key={c.catid} value={c.catid}>
              {localName(c.CatName, c.HindiName)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-brand`} className={labelClasses}>
          <Trans>Brand</Trans>
        </label>
        <select id={`${id}-brand`} value={filters.brand} onChange={(e) => onChange({ brand: e.target.value, page: 1 })} className={selectClasses}>
          <option value="">{t`All brands`}</option>
          {/* A brand from a shared link shows even before (or without) the list. */}
          {filters.brand && !brands.data?.some((b) => b.Brand === filters.brand) && <option value={filters.brand}>{filters.brand}</option>}
          {brands.data?.map((b) => (
            <option key={b.Brand} value={b.Brand}>
              {b.Brand} ({b.Count})
            </option>
          ))}
        </select>
      </div>
      <fieldset className="col-span-2 min-w-0 md:col-span-1">
        <legend className={labelClasses}>
          <Trans>Veg or non-veg</Trans>
        </legend>
        <div className="flex h-11 overflow-hidden rounded-xl border border-stone-300">
          {(['', ...foodTypes] as const).map((f) => (
            <label key={f || 'all'} className="flex flex-1 cursor-pointer items-center justify-center gap-1.5 border-l border-stone-300 px-3 text-sm font-medium text-stone-700 first:border-l-0 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-inset has-[:focus-visible]:ring-brand-400">
              <input type="radio" name={`${id}-food`} value={f} checked={filters.foodType === f} onChange={() => onChange({ foodType: f, page: 1 })} className="sr-only" />
              {f && (
                <span aria-hidden>
                  <FoodMark type={f} />
                </span>
              )}
              <span className="whitespace-nowrap">{foodWords[f]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="col-span-2 flex h-11 cursor-pointer items-center gap-2 text-sm font-medium text-stone-800 md:col-span-1">
        <input type="checkbox" checked={filters.inStock} onChange={(e) => onChange({ inStock: e.target.checked, page: 1 })} className="size-5 accent-brand-700" />
        <Trans>In stock only</Trans>
      </label>
    </div>
  );
}
