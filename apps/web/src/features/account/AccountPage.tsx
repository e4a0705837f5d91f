import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';

const OrdersTab = lazy(() => import('../orders/OrdersTab'));
const AddressesTab = lazy(() => import('../addresses/AddressesTab'));
const PrivacyTab = lazy(() => import('./PrivacyTab'));

/** The tabs of SPEC.md: orders (default), myAddresses, giftCards (a hidden placeholder), privacy. */
export const accountTabs = [
  { key: 'orders', label: 'My Orders' },
  { key: 'myAddresses', label: 'My Addresses' },
  { key: 'privacy', label: 'Privacy Policy' },
] as const;

export default function AccountPage() {
  const [params, setParams] = useSearchParams();
  const active = accountTabs.find((t) => t.key === params.get('activeTab'))?.key ?? 'orders';
  return (
    <main className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-semibold">My Account</h1>
      <div role="tablist" aria-label="Account sections" className="mb-6 flex gap-2 overflow-x-auto border-b border-stone-200">
        {accountTabs.map((t) => (
          <button
            key={t.key}
            role="tab"
            type="button"
            aria-selected={active === t.key}
            className={`whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${active === t.key ? 'border-brand-700 text-brand-800' : 'border-transparent text-stone-600 hover:text-stone-900'}`}
            onClick={() => setParams({ activeTab: t.key })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <Suspense fallback={<div className="h-40 animate-pulse rounded-xl bg-stone-200" />}>
        {active === 'orders' && <OrdersTab />}
        {active === 'myAddresses' && <AddressesTab />}
        {active === 'privacy' && <PrivacyTab />}
      </Suspense>
    </main>
  );
}
