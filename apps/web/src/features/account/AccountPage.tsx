import { Trans, useLingui } from '@lingui/react/macro';
import { Gift, LogOut } from 'lucide-react';
import { lazy, Suspense, useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Skeleton } from '../../ui/Skeleton';
import { useLogout } from '../auth';
import { accountTabs, tabOf, type TabKey } from './tabs';

const OrdersTab = lazy(() => import('../orders/OrdersTab'));
const AddressesTab = lazy(() => import('../addresses/AddressesTab'));
const PrivacyTab = lazy(() => import('./PrivacyTab'));
const SecurityTab = lazy(() => import('./SecurityTab'));

function TabSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} className="space-y-3">
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-24 w-full rounded-2xl" />
      <Skeleton className="h-24 w-full rounded-2xl" />
    </div>
  );
}

/** /orders?activeTab=: the account page. Changing tab rewrites the query (closing any open order detail). */
export default function AccountPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const logout = useLogout();
  const base = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const shown = accountTabs.filter((tab) => !tab.hidden);
  const active = tabOf(params);
  const activeLabel = t(active.label);
  const firstName = (session?.memberName ?? '').split(' ')[0];

  const choose = (key: TabKey) => {
    if (key !== active.key || params.size > 1) setParams({ activeTab: key });
  };
  const onKey = (e: KeyboardEvent, index: number) => {
    const move = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    let next = move === undefined ? -1 : (index + move + shown.length) % shown.length;
    if (e.key === 'Home') next = 0;
    if (e.key === 'End') next = shown.length - 1;
    if (next < 0) return;
    e.preventDefault();
    choose(shown[next].key);
    tabRefs.current[next]?.focus();
  };

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <div className="mb-5 flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl"><Trans>My Account</Trans></h1>
          {firstName && <p className="mt-1 text-sm text-stone-600"><Trans>Namaste, {firstName}!</Trans></p>}
        </div>
        <Button variant="secondary" onClick={logout} className="lg:hidden">
          <LogOut aria-hidden className="size-4" /> <Trans>Logout</Trans>
        </Button>
      </div>

      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-8">
        <nav aria-label={t`My account`} className="mb-5 lg:mb-0">
          <div
            role="tablist"
            aria-label={t`Account sections`}
            className="grid grid-cols-4 gap-1 rounded-2xl border border-stone-200 bg-white p-1 lg:flex lg:flex-col lg:p-2"
          >
            {shown.map((tab, i) => {
              const selected = tab.key === active.key;
              const Icon = tab.icon;
              return (
                <button
                  key={tab.key}
                  ref={(el) => {
                    tabRefs.current[i] = el;
                  }}
                  type="button"
                  role="tab"
                  id={`${base}-tab-${tab.key}`}
                  aria-selected={selected}
                  aria-controls={`${base}-panel`}
                  tabIndex={selected ? 0 : -1}
                  onClick={() => choose(tab.key)}
                  onKeyDown={(e) => onKey(e, i)}
                  className={`flex min-w-0 flex-col items-center gap-1 rounded-xl px-1 py-2 text-xs font-medium transition-colors sm:text-sm lg:flex-row lg:gap-2 lg:px-3 lg:py-2.5 ${
                    selected ? 'bg-brand-50 text-brand-900' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'
                  }`}
                >
                  <Icon aria-hidden className={`size-5 lg:size-4 ${selected ? 'text-brand-700' : 'text-stone-500'}`} />
                  {t(tab.label)}
                </button>
              );
            })}
          </div>
          <button
            type="button"
            onClick={logout}
            className="mt-2 hidden w-full items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium text-red-700 hover:bg-red-50 lg:flex"
          >
            <LogOut aria-hidden className="size-4" /> <Trans>Logout</Trans>
          </button>
        </nav>

        <section id={`${base}-panel`} role="tabpanel" aria-labelledby={active.hidden ? undefined : `${base}-tab-${active.key}`} aria-label={active.hidden ? activeLabel : undefined} className="min-w-0">
          <Suspense fallback={<TabSkeleton />}>
            {active.key === 'orders' && <OrdersTab />}
            {active.key === 'myAddresses' && <AddressesTab />}
            {active.key === 'security' && <SecurityTab />}
            {active.key === 'giftCards' && (
              <EmptyState title={t`E-Gift Cards`} illustration={<Gift aria-hidden className="size-10 text-brand-600" />}>
                <Trans>Gift cards are coming soon.</Trans>
              </EmptyState>
            )}
            {active.key === 'privacy' && <PrivacyTab />}
          </Suspense>
        </section>
      </div>
    </main>
  );
}
