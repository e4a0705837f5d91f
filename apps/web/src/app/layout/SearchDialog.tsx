import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSearchSuggestions } from '../../features/search';
import { formatRupeesAsINR } from '@shop/contract/format';
import { Modal } from '../../ui/Modal';
import { SafeImage } from '../../ui/SafeImage';
import { useLocalName } from '../../i18n/format';
import { useCategoryName } from '../../features/catalog';

// Each shown in the shopper's language and searched as shown: the server finds Devanagari names too.
const popular = [msg`Atta`, msg`Basmati rice`, msg`Toor dal`, msg`Ghee`, msg`Honey`, msg`Turmeric`];

/**
 * The header's search: Enter with non-blank text closes the dialog and opens /search?search=<trimmed>; blank is
 * ignored (docs/product.md#header). While typing, up to 8 products are suggested (a combobox: arrows pick one, Enter opens it).
 */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const name = useLocalName();
  const categoryName = useCategoryName();
  const navigate = useNavigate();
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const suggestions = useSearchSuggestions(text);
  const items = text.trim() ? (suggestions.data ?? []) : [];

  const finish = (to: string) => {
    onOpenChange(false);
    setText('');
    setActive(-1);
    navigate(to);
  };
  const search = (raw: string) => {
    const query = raw.trim();
    if (query) finish(`/search?search=${encodeURIComponent(query)}`);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (active >= 0 && items[active]) finish(`/product/${items[active].Id}`);
    else search(text);
  };
  const onKey = (e: KeyboardEvent) => {
    if (!items.length) return;
    if (e.key === 'ArrowDown') setActive((i) => (i + 1) % items.length);
    else if (e.key === 'ArrowUp') setActive((i) => (i <= 0 ? items.length - 1 : i - 1));
    else return;
    e.preventDefault();
  };

  const listId = `${id}-suggestions`;
  const expanded = items.length > 0;

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t`Search the shop`} placement="top" size="lg">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor="header-search" className="sr-only">
          <Trans>Search for products</Trans>
        </label>
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-400" />
          <input
            id="header-search"
            data-autofocus
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={active >= 0 && items[active] ? `${listId}-${items[active].Id}` : undefined}
            enterKeyHint="search"
            autoComplete="off"
            maxLength={200}
            placeholder={t`Search for products...`}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setActive(-1);
            }}
            onKeyDown={onKey}
            className="h-12 w-full rounded-xl border border-stone-300 bg-stone-50 pl-10 pr-3 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <button type="submit" className="h-12 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
          <Trans>Search</Trans>
        </button>
      </form>

      <ul id={listId} role="listbox" aria-label={t`Suggested products`} className={expanded ? 'mt-3 divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200' : 'hidden'}>
        {items.map((s, i) => (
          <li
            key={s.Id}
            id={`${listId}-${s.Id}`}
            role="option"
            aria-selected={i === active}
            onPointerEnter={() => setActive(i)}
            onClick={() => finish(`/product/${s.Id}`)}
            className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === active ? 'bg-brand-50' : 'bg-white'}`}
          >
            <SafeImage src={s.Img} alt="" width={40} height={40} className="size-10 shrink-0 rounded-lg bg-stone-50 object-cover" />
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-medium text-stone-900">{name(s.Name, s.HindiName)}</span>
              <span className="block truncate text-xs text-stone-500">
                {s.Brand} · {categoryName(null, s.CatName)}
              </span>
            </span>
            <span className="flex shrink-0 flex-col items-end">
              <span className="text-sm font-semibold text-stone-900">{formatRupeesAsINR(s.Price)}</span>
              {!s.In_stock && (
                <span className="text-xs font-medium text-red-700">
                  <Trans>Sold out</Trans>
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>

      {text.trim() && suggestions.data && !suggestions.isPlaceholderData && items.length === 0 && (
        <p className="mt-3 text-sm text-stone-500"><Trans>No quick matches. Press Enter to search every product.</Trans></p>
      )}

      {!text.trim() && (
        <div className="mt-4">
          <p className="text-xs font-semibold uppercase tracking-wide text-stone-500"><Trans>Popular searches</Trans></p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {popular.map((words) => {
              const term = t(words);
              return (
              <li key={words.id}>
                <button type="button" onClick={() => search(term)} className="rounded-full border border-stone-200 bg-white px-3 py-1.5 text-sm text-stone-700 hover:border-brand-600 hover:text-brand-800">
                  {term}
                </button>
              </li>
              );
            })}
          </ul>
        </div>
      )}
    </Modal>
  );
}
