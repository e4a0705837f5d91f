import * as Dialog from '@radix-ui/react-dialog';
import { ExternalLink, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import type { AdminMe } from '@shop/contract/admin';
import { useLogout } from '../auth';
import { Logo } from '../../ui/Logo';
import { useDashboard } from './api/hooks';
import { adminSections } from './nav';

function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { data } = useDashboard();
  const counts = { pending: data?.pendingCount ?? 0, unread: data?.unreadMessages ?? 0 };
  return (
    <nav aria-label="Back office" className="space-y-5">
      {adminSections.map((section) => (
        <div key={section.heading}>
          <p className="px-3 pb-1 text-[0.7rem] font-semibold uppercase tracking-wider text-brand-200/70">{section.heading}</p>
          <ul className="space-y-0.5">
            {section.items.map(({ to, label, icon: Icon, badge }) => {
              const count = badge ? counts[badge] : 0;
              return (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={to === '/admin'}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors ${isActive ? 'bg-white text-brand-900 shadow-sm' : 'text-brand-50 hover:bg-brand-800'}`
                    }
                  >
                    <Icon aria-hidden className="size-4 shrink-0" />
                    <span className="flex-1">{label}</span>
                    {count > 0 && (
                      <span className="rounded-full bg-accent-400 px-1.5 text-xs font-bold text-stone-900">
                        {count}
                        <span className="sr-only"> {badge === 'pending' ? 'waiting' : 'unread'}</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function SidebarFooter({ me }: { me: AdminMe }) {
  const logout = useLogout();
  return (
    <div className="space-y-2 border-t border-brand-800 pt-4 text-sm">
      <Link to="/" className="flex items-center gap-2 rounded-lg px-3 py-2 text-brand-50 hover:bg-brand-800">
        <ExternalLink aria-hidden className="size-4" /> View the shop
      </Link>
      <div className="px-3 text-xs text-brand-200/80">
        Signed in as <span className="font-semibold text-white">{me.name}</span>
      </div>
      <button type="button" onClick={logout} className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-brand-50 hover:bg-brand-800">
        <LogOut aria-hidden className="size-4" /> Logout
      </button>
    </div>
  );
}

/** The back office's frame: a sidebar on laptops and tablets, a menu button and drawer on phones. */
export function AdminLayout({ me }: { me: AdminMe }) {
  const [drawer, setDrawer] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="min-h-dvh bg-stone-100 md:grid md:grid-cols-[13.5rem_1fr] xl:grid-cols-[15rem_1fr]">
      <a href="#admin-main" className="sr-only z-50 rounded-lg bg-brand-800 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3">
        Skip to content
      </a>
      <aside className="sticky top-0 hidden h-dvh flex-col gap-6 overflow-y-auto bg-brand-900 px-3 py-5 md:flex">
        <Link to="/admin" className="block px-2" aria-label="Back office home">
          <Logo tone="light" compact />
          <span className="mt-1.5 block pl-11 text-[0.65rem] font-bold uppercase tracking-[0.2em] text-accent-400">Back office</span>
        </Link>
        <div className="flex-1">
          <SidebarNav />
        </div>
        <SidebarFooter me={me} />
      </aside>

      <div className="sticky top-0 z-30 flex items-center justify-between bg-brand-900 px-4 py-3 md:hidden">
        <Link to="/admin" className="flex items-center gap-2" aria-label="Back office home">
          <Logo tone="light" compact />
          <span className="rounded bg-accent-400 px-1.5 py-0.5 text-[0.65rem] font-bold uppercase tracking-wider text-stone-900">Admin</span>
        </Link>
        <Dialog.Root open={drawer} onOpenChange={setDrawer}>
          <Dialog.Trigger className="grid size-10 place-items-center rounded-lg text-white hover:bg-brand-800" aria-label="Open the back-office menu">
            <Menu aria-hidden className="size-6" />
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-brand-900 px-3 py-5 shadow-xl">
              <div className="flex items-center justify-between px-2">
                <Dialog.Title className="text-base font-semibold text-white">Back office</Dialog.Title>
                <Dialog.Close className="grid size-9 place-items-center rounded-lg text-white hover:bg-brand-800" aria-label="Close the menu">
                  <X aria-hidden className="size-5" />
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">The screens of the back office</Dialog.Description>
              <div className="flex-1">
                <SidebarNav onNavigate={() => setDrawer(false)} />
              </div>
              <SidebarFooter me={me} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>

      <main id="admin-main" tabIndex={-1} className="min-w-0 px-4 py-6 focus:outline-none sm:px-6 lg:px-8">
        <div className="mx-auto max-w-6xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
