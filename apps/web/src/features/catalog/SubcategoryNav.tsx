import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { centerCurrent } from './centerCurrent';
import { NavLink, useLocation } from 'react-router';
import { keepScroll } from '../../lib/scroll';
import type { Category } from '@shop/contract';
import { SafeImage } from '../../ui/SafeImage';
import { Skeleton } from '../../ui/Skeleton';
import { useLocalName } from '../../i18n/format';

const chip = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2.5 whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium transition-colors lg:whitespace-normal lg:rounded-xl lg:border-0 lg:px-2.5 lg:py-2 ${
    isActive ? 'border-brand-700 bg-brand-700 text-white lg:bg-brand-50 lg:text-brand-900' : 'border-stone-200 bg-white text-stone-700 hover:border-brand-600 hover:bg-stone-50'
  }`;

/**
 * The subcategories beside a product grid: a list on a desktop, a row of chips that scrolls sideways on a phone,
 * after `all` (the whole category's page) when given. The current one is marked with aria-current.
 */
export function SubcategoryNav({ title, items, loading, all }: { title: string; items: Category[]; loading: boolean; all?: { to: string; label: string } }) {
  const { t } = useLingui();
  const local = useLocalName();
  const listRef = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  // On a phone the current chip may sit off screen to the right: bring it into view.
  useEffect(() => {
    centerCurrent(listRef.current, '[aria-current="page"]');
  }, [pathname, items.length]);
  return (
    <nav aria-label={title ? t`${title}: subcategories` : t`Subcategories`} className="lg:sticky lg:top-24 lg:self-start">
      <h2 className="mb-2 hidden text-xs font-bold uppercase tracking-wider text-stone-500 lg:block">{title || t`Subcategories`}</h2>
      {loading ? (
        <div className="flex gap-2 lg:flex-col">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-10 w-32 shrink-0 lg:w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-xl bg-white px-3 py-2 text-sm text-stone-600"><Trans>No subcategories available.</Trans></p>
      ) : (
        <ul ref={listRef} className="relative -mx-3 flex gap-2 overflow-x-auto px-3 pb-1 scrollbar-none lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:rounded-2xl lg:border lg:border-stone-200 lg:bg-white lg:p-2">
          {all && (
            <li className="shrink-0">
              <NavLink to={all.to} end state={keepScroll} className={chip}>
                {all.label}
              </NavLink>
            </li>
          )}
          {items.map((s) => (
            <li key={s.catid} className="shrink-0">
              <NavLink to={`/subcategory/${s.catid}`} state={keepScroll} className={chip}>
                <SafeImage src={s.PictureName} alt="" width={32} height={32} loading="lazy" className="hidden size-8 shrink-0 rounded-lg bg-stone-50 object-cover lg:block" />
                {local(s.CatName, s.HindiName)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
