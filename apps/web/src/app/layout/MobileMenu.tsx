import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { LogIn, LogOut, Mail, MapPin, Phone, X } from 'lucide-react';
import { NavLink, Link } from 'react-router';
import { useLogout } from '../../features/auth';
import { SupportHours, useCompany } from '../../features/company';
import { usePlaceNames } from '../../i18n/format';
import { PinCodeCheck } from '../../features/delivery';
import { useSession } from '../../lib/session';
import { Logo } from '../../ui/Logo';
import { contactLink, mainLinks, policyLinks } from './nav';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { useCheckoutGuard } from './useCheckoutGuard';
import { mailtoHref } from '../../lib/mailto';
import { phoneHref } from '@shop/contract/format';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center rounded-xl px-3 py-3 text-base font-medium ${isActive ? 'bg-brand-50 text-brand-900' : 'text-stone-800 hover:bg-stone-100'}`;

/**
 * The phone's menu (loaded when first wanted; the header has its button): a drawer from the left with every header
 * link, the account links and the shop's contacts.
 */
export function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const session = useSession();
  const loggedIn = session !== null;
  // Only what the menu offers: the back office's calls are checked on the server.
  const isAdmin = session?.role === 'admin';
  const guardCheckout = useCheckoutGuard();
  const logout = useLogout();
  const { data: company } = useCompany();
  const places = usePlaceNames();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 data-[state=open]:animate-fade-in" />
        <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-[85vw] max-w-xs flex-col overflow-y-auto bg-white shadow-xl data-[state=open]:animate-slide-in-left">
          <div className="flex items-center justify-between border-b border-stone-100 px-4 py-3">
            <Dialog.Title className="sr-only">
              <Trans>Menu</Trans>
            </Dialog.Title>
            <Dialog.Description className="sr-only">
              <Trans>Links to every part of the shop</Trans>
            </Dialog.Description>
            <Link to="/" onClick={close}>
              <Logo />
            </Link>
            <Dialog.Close className="grid size-10 place-items-center rounded-full text-stone-600 hover:bg-stone-100" aria-label={t`Close menu`}>
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <section aria-labelledby="menu-deliver-to" className="border-b border-stone-100 px-4 py-3">
            <h2 id="menu-deliver-to" className="mb-1 text-sm font-semibold text-stone-900">
              <Trans>Deliver to?</Trans>
            </h2>
            <PinCodeCheck />
          </section>
          <section aria-labelledby="menu-language" className="flex items-center justify-between gap-3 border-b border-stone-100 px-4 py-3">
            <h2 id="menu-language" className="text-sm font-semibold text-stone-900">
              <Trans>Language</Trans>
            </h2>
            <LanguageSwitch />
          </section>
          <nav aria-label={t`Menu`} className="px-3 py-3">
            <ul className="space-y-0.5">
              {mainLinks.map((l) => (
                <li key={l.to}>
                  <NavLink to={l.to} end={l.end} className={linkClass} onClick={close}>
                    {t(l.label)}
                  </NavLink>
                </li>
              ))}
              {loggedIn && (
                <li>
                  <NavLink
                    to="/checkout"
                    className={linkClass}
                    onClick={(e) => {
                      guardCheckout(e);
                      if (!e.defaultPrevented) close();
                    }}
                  >
                    <Trans>Checkout</Trans>
                  </NavLink>
                </li>
              )}
              <li>
                <NavLink to={contactLink.to} className={linkClass} onClick={close}>
                  {t(contactLink.label)}
                </NavLink>
              </li>
              <li>
                <NavLink to="/about" className={linkClass} onClick={close}>
                  <Trans>About Us</Trans>
                </NavLink>
              </li>
            </ul>
          </nav>
          <div className="border-t border-stone-100 px-3 py-3">
            {loggedIn ? (
              <ul className="space-y-0.5">
                <li className="px-3 pb-1 text-xs text-stone-500">
                  <Trans>
                    Signed in as <span className="font-semibold text-stone-800">{session.memberName || t`member`}</span>
                  </Trans>
                </li>
                <li>
                  <NavLink to="/orders" end className={linkClass} onClick={close}>
                    <Trans>My Orders</Trans>
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/privacy" className={linkClass} onClick={close}>
                    <Trans>Privacy Policy</Trans>
                  </NavLink>
                </li>
                {isAdmin && (
                  <li>
                    <NavLink to="/admin" className={linkClass} onClick={close}>
                      <Trans>Admin</Trans>
                    </NavLink>
                  </li>
                )}
                <li>
                  <button
                    type="button"
                    className="flex w-full items-center gap-2 rounded-xl px-3 py-3 text-base font-medium text-red-700 hover:bg-red-50"
                    onClick={() => {
                      close();
                      logout();
                    }}
                  >
                    <LogOut aria-hidden className="size-5" /> <Trans>Logout</Trans>
                  </button>
                </li>
              </ul>
            ) : (
              <Link to="/Login" onClick={close} className="flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 py-3 text-base font-semibold text-white hover:bg-brand-800">
                <LogIn aria-hidden className="size-5" /> <Trans>Log in or sign up</Trans>
              </Link>
            )}
          </div>
          {company && (
            <address className="mt-auto space-y-2 border-t border-stone-100 bg-stone-50 px-5 py-4 text-sm not-italic text-stone-600">
              <p className="flex gap-2">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {company.Add1}, {places.city(company.City)}
              </p>
              <p className="flex gap-2">
                <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <a href={mailtoHref(company.Email)} className="hover:underline">
                  {company.Email}
                </a>
              </p>
              <p className="flex gap-2">
                <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>
                  <a href={phoneHref(company.PhoneNumber)} className="hover:underline">
                    {company.PhoneNumber}
                  </a>
                  <SupportHours hours={company.SupportHours} className="block text-xs text-stone-500" />
                </span>
              </p>
              <p className="flex flex-wrap gap-x-3 gap-y-1 pt-1 text-xs">
                {policyLinks.map((l) => (
                  <Link key={l.to} to={l.to} onClick={close} className="hover:text-brand-800 hover:underline">
                    {t(l.label)}
                  </Link>
                ))}
              </p>
            </address>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
