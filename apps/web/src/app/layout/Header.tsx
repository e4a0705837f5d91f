import { Link } from 'react-router';

export function Header() {
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
        <Link to="/" className="text-lg font-bold text-brand-800">
          Annapurna Organics
        </Link>
      </div>
    </header>
  );
}
