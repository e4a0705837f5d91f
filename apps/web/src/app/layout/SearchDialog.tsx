import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../ui/Modal';

const popular = ['Atta', 'Basmati rice', 'Toor dal', 'Ghee', 'Honey', 'Turmeric'];

/** The header's search: Enter with non-blank text closes the dialog and opens /search?search=<trimmed>; blank is ignored. */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');

  const go = (raw: string) => {
    const query = raw.trim();
    if (!query) return;
    onOpenChange(false);
    setText('');
    navigate(`/search?search=${encodeURIComponent(query)}`);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go(text);
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Search the shop" placement="top" size="lg">
      <form role="search" onSubmit={submit} className="flex gap-2">
        <label htmlFor="header-search" className="sr-only">
          Search for products
        </label>
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-stone-400" />
          <input
            id="header-search"
            autoFocus
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Search for products..."
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="h-12 w-full rounded-xl border border-stone-300 bg-stone-50 pl-10 pr-3 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
        </div>
        <button type="submit" className="h-12 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
          Search
        </button>
      </form>
      <div className="mt-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">Popular searches</p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {popular.map((term) => (
            <li key={term}>
              <button type="button" onClick={() => go(term)} className="rounded-full border border-stone-200 bg-white px-3 py-1.5 text-sm text-stone-700 hover:border-brand-600 hover:text-brand-800">
                {term}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Modal>
  );
}
