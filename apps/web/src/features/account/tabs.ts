import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Gift, KeyRound, MapPin, Package, ShieldCheck, type LucideIcon } from 'lucide-react';

export type TabKey = 'orders' | 'myAddresses' | 'security' | 'giftCards' | 'privacy';

/**
 * The tabs (docs/product.md#account-page): orders (default), myAddresses, giftCards (a hidden placeholder: reachable by its address only),
 * privacy; and our security tab (password, devices).
 */
export const accountTabs: { key: TabKey; label: MessageDescriptor; icon: LucideIcon; hidden?: boolean }[] = [
  { key: 'orders', label: msg`My Orders`, icon: Package },
  { key: 'myAddresses', label: msg`My Addresses`, icon: MapPin },
  { key: 'security', label: msg`Login & Security`, icon: KeyRound },
  { key: 'giftCards', label: msg`E-Gift Cards`, icon: Gift, hidden: true },
  { key: 'privacy', label: msg`Privacy Policy`, icon: ShieldCheck },
];

/** The tab the address asks for (`?activeTab=`), orders by default. */
export const tabOf = (params: URLSearchParams) => accountTabs.find((tab) => tab.key === params.get('activeTab')) ?? accountTabs[0];
