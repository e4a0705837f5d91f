import { useSyncExternalStore } from 'react';
import type { MemberRole } from '@shop/contract';
import { queryClient } from './query-client';

/** Local storage keys (docs/product.md#visitors-and-members), and Role (ours: 'admin' shows the link to the back office). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- storage keys, not texts
export const storageKeys = ['authToken', 'MemberName', 'MemberID', 'MemberMob', 'Status', 'cartQuantity', 'cartTotal', 'Role'] as const;

export type SessionData = { token: string; MemberName: string; MemberID: number | string; MemberMob: string; Status: number | string; Role?: MemberRole };
/** role only decides what the screens offer; the server checks it on every back-office call. */
export type Session = { token: string; memberName: string; memberId: string; status: string; role: MemberRole } | null;

const listeners = new Set<() => void>();
let cached: { key: string | null; value: Session } = { key: undefined as never, value: null };

function read(): Session {
  // The server renders the shop's public pages for a visitor (decision 164): no storage there, so no session.
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem('authToken');
  const memberName = localStorage.getItem('MemberName') ?? '';
  const memberId = localStorage.getItem('MemberID') ?? '';
  const status = localStorage.getItem('Status') ?? '';
  // A session stored before Role existed counts as a member's.
  const role: MemberRole = localStorage.getItem('Role') === 'admin' ? 'admin' : 'member';
  // The same snapshot object while nothing changed (useSyncExternalStore needs that); the keys may arrive one by one from another tab.
  const key = token ? [token, memberName, memberId, status, role].join('\u0000') : null;
  if (key === cached.key) return cached.value;
  cached = { key, value: token ? { token, memberName, memberId, status, role } : null };
  return cached.value;
}

function notify() {
  for (const l of listeners) l();
}

// Other tabs logging in or out keep this one in step: the session, and the member data cached for the old one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== null && !(storageKeys as readonly string[]).includes(e.key)) return;
    if (e.key === null || e.key === 'authToken') {
      const loggedOut = !localStorage.getItem('authToken');
      if (loggedOut) queryClient.clear();
      else void queryClient.resetQueries();
    }
    notify();
  });
}

export function getToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem('authToken');
}

/** Stores the login result under the session keys (and Role). */
export function startSession(data: SessionData) {
  localStorage.setItem('authToken', data.token);
  localStorage.setItem('MemberName', data.MemberName);
  localStorage.setItem('MemberID', String(data.MemberID));
  localStorage.setItem('MemberMob', data.MemberMob ?? '');
  localStorage.setItem('Status', String(data.Status));
  localStorage.setItem('Role', data.Role === 'admin' ? 'admin' : 'member');
  notify();
}

function clearKeys() {
  for (const key of storageKeys) localStorage.removeItem(key);
  // Kept by the old code login; cleared for browsers that still hold them.
  localStorage.removeItem('storedOtp');
  localStorage.removeItem('otpEmail');
}

/** Clears every key the shop keeps (docs/product.md#visitors-and-members: logout clears them). */
export function endSession() {
  clearKeys();
  notify();
}

export function useSession(): Session {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    read,
    () => null,
  );
}
