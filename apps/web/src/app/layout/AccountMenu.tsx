import { Trans, useLingui } from '@lingui/react/macro';
import { CircleUserRound, LayoutDashboard, LogOut, Package, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useLogout } from '../../features/auth';
import { useSession } from '../../lib/session';

/**
 * The logged-in member's menu (My Orders, Privacy Policy, Admin for administrators, Logout), following the WAI-ARIA
 * menu button pattern: Enter, Space or ArrowDown opens it on the first item, arrows move, Escape closes and returns focus.
 */
export function AccountMenu({ name }: { name: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const logout = useLogout();
  // Only what the menu offers: the back office's calls are checked on the server.
  const isAdmin = useSession()?.role === 'admin';
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (e: PointerEvent) => {
      if (!menuRef.current?.contains(e.target as Node) && !buttonRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (e: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (e.key === 'ArrowDown') focusItem(at + 1);
    else if (e.key === 'ArrowUp') focusItem(at - 1);
    else if (e.key === 'Home') focusItem(0);
    else if (e.key === 'End') focusItem(all.length - 1);
    else if (e.key === 'Escape') close();
    else if (e.key === 'Tab') setOpen(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  const item = 'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-stone-700 hover:bg-brand-50 hover:text-brand-900 focus:bg-brand-50 focus:outline-none';
  const firstName = name.split(' ')[0];
  const shownName = name || t`member`;

  return (
    <div className="relative shrink-0">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setOpen(true);
          }
        }}
        className="grid size-10 place-items-center rounded-full hover:bg-stone-100"
      >
        <CircleUserRound aria-hidden className="size-6 text-brand-800" />
        {/* The icon alone in the row (decision 162); the name is said to screen readers and shown in the menu. */}
        <span className="sr-only">
          {firstName ? (
            <>
              <Trans>Account of</Trans> {firstName}
            </>
          ) : (
            <Trans>Account</Trans>
          )}
        </span>
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={`${id}-menu`}
          role="menu"
          aria-label={t`Account`}
          onKeyDown={onMenuKey}
          className="absolute right-0 top-full z-40 mt-2 w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg"
        >
          <li role="none" className="px-3 pb-2 pt-1.5 text-xs text-stone-500">
            <Trans>Signed in as <span className="font-semibold text-stone-800">{shownName}</span></Trans>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/orders" className={item} onClick={() => close(false)}>
              <Package aria-hidden className="size-4" /> <Trans>My Orders</Trans>
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to="/privacy" className={item} onClick={() => close(false)}>
              <ShieldCheck aria-hidden className="size-4" /> <Trans>Privacy Policy</Trans>
            </Link>
          </li>
          {isAdmin && (
            <li role="none">
              <Link role="menuitem" tabIndex={-1} to="/admin" className={item} onClick={() => close(false)}>
                <LayoutDashboard aria-hidden className="size-4" /> <Trans>Admin</Trans>
              </Link>
            </li>
          )}
          <li role="none" className="mt-1 border-t border-stone-100 pt-1">
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className={`${item} text-red-700 hover:bg-red-50 hover:text-red-800 focus:bg-red-50`}
              onClick={() => {
                setOpen(false);
                logout();
              }}
            >
              <LogOut aria-hidden className="size-4" /> <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
