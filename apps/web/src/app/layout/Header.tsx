import { Trans, useLingui } from '@lingui/react/macro';
import { CircleUserRound, Menu, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../lib/session';
import { DeliverToButton } from '../../features/delivery';
import { Logo } from '../../ui/Logo';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { CartLink } from './CartLink';
import { TopBar } from './TopBar';
import { contactLink, mainLinks } from './nav';
import { useCheckoutGuard } from './useCheckoutGuard';

// The search dialog and the phone's menu are not part of the first page's JavaScript: their code is fetched when the
// shopper shows the intent to open them (pointer over, touch or focus on their button), so it is there by the click.
const loadSearchDialog = () => import('./SearchDialog');
const loadMobileMenu = () => import('./MobileMenu');
const SearchDialog = lazy(() => loadSearchDialog().then((m) => ({ default: m.SearchDialog })));
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
const intentTo = (load: () => Promise<unknown>) => {
  const preload = () => void load();
  return { onPointerEnter: preload, onTouchStart: preload, onFocus: preload };
};

// A block of its own, on one line: the active link's underline can then never wrap under the word and lift it.
const navClass = ({ isActive }: { isActive: boolean }) =>
  `relative block whitespace-nowrap rounded-lg px-2 py-2 text-sm font-semibold transition-colors xl:px-2.5 ${isActive ? 'text-brand-800 after:absolute after:inset-x-2 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-brand-700 xl:after:inset-x-2.5' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'}`;

/**
 * The shop's header: top bar, logo, main links, search, cart and account; a compact bar with a menu drawer on a phone.
 * From 1024 px the row holds all of them in either language (decision 162): the links and the icons keep their size,
 * the search is an icon below 1280 px and a box that gives way above, and the pin code's button shortens its text.
 */
export function Header() {
  const { t } = useLingui();
  const session = useSession();
  const guardCheckout = useCheckoutGuard();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and keep focus handling.
  const [searchUsed, setSearchUsed] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const openSearch = () => {
    setSearchUsed(true);
    setSearchOpen(true);
  };

  return (
    <header className="sticky top-0 z-30 lg:-top-9 bg-white/95 shadow-[0_1px_0_rgb(0_0_0/0.06)] backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <TopBar />
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-3 sm:h-16 sm:px-4 lg:gap-2 lg:px-6">
        <button
          type="button"
          onClick={() => {
            setMenuUsed(true);
            setMenuOpen(true);
          }}
          {...intentTo(loadMobileMenu)}
          aria-label={t`Open menu`}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          className="grid size-10 place-items-center rounded-full text-stone-800 hover:bg-stone-100 lg:hidden"
        >
          <Menu aria-hidden className="size-6" />
        </button>
        {menuUsed && (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} />
          </Suspense>
        )}
        <Link to="/" className="shrink-0 rounded-lg">
          <Logo />
        </Link>
        <nav aria-label={t`Main`} className="hidden shrink-0 lg:block">
          <ul className="flex items-center">
            {mainLinks.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end={l.end} className={navClass}>
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
            {session && (
              <li>
                <NavLink to="/checkout" className={navClass} onClick={guardCheckout}>
                  <Trans>Checkout</Trans>
                </NavLink>
              </li>
            )}
            <li>
              <NavLink to={contactLink.to} className={navClass}>
                {t(contactLink.label)}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2 lg:gap-0.5 xl:gap-2">
          {/* Wrapped: the switch's own inline-flex would win over a `hidden` passed to it (on a phone the menu has it). */}
          <div className="hidden md:flex">
            <LanguageSwitch />
          </div>
          <DeliverToButton className="hidden max-w-52 md:flex xl:shrink-0" />
          <button
            type="button"
            onClick={openSearch}
            {...intentTo(loadSearchDialog)}
            className="hidden h-10 w-56 min-w-0 items-center gap-2 rounded-full border border-stone-200 bg-stone-50 px-4 text-sm text-stone-500 hover:border-brand-600 hover:bg-white md:flex lg:w-10 lg:shrink-0 lg:justify-center lg:px-0 xl:w-72 xl:shrink xl:justify-start xl:px-4"
          >
            <Search aria-hidden className="size-4 shrink-0" />
            <span className="truncate lg:sr-only xl:not-sr-only">
              <Trans>Search for products...</Trans>
            </span>
          </button>
          <CartLink />
          {session ? (
            <AccountMenu name={session.memberName} />
          ) : (
            <Link to="/Login" aria-label={t`Log in`} className="grid size-10 shrink-0 place-items-center rounded-full text-stone-800 hover:bg-stone-100">
              <CircleUserRound aria-hidden className="size-6" />
            </Link>
          )}
        </div>
      </div>
      <div className="px-3 pb-2.5 sm:px-4 md:hidden">
        <DeliverToButton className="-ml-2 mb-1 max-w-full" />
        <button
          type="button"
          onClick={openSearch}
          {...intentTo(loadSearchDialog)}
          className="flex h-11 w-full items-center gap-2.5 rounded-xl border border-stone-200 bg-stone-50 px-3.5 text-left text-[0.95rem] text-stone-500 active:bg-white"
        >
          <Search aria-hidden className="size-5 text-stone-400" />
          <Trans>Search for products...</Trans>
        </button>
      </div>
      {searchUsed && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      )}
    </header>
  );
}
