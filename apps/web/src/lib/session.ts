import { useSyncExternalStore } from 'react';

/** Local storage keys of SPEC.md section 3. */
export const storageKeys = ['authToken', 'MemberName', 'MemberID', 'MemberMob', 'Status', 'cartQuantity', 'cartTotal'] as const;

export type SessionData = { token: string; MemberName: string; MemberID: number | string; MemberMob: string; Status: number | string };
export type Session = { token: string; memberName: string; memberId: string; status: string } | null;

const listeners = new Set<() => void>();
let cached: { token: string | null; value: Session } = { token: undefined as never, value: null };

function read(): Session {
  const token = localStorage.getItem('authToken');
  if (token === cached.token) return cached.value;
  const value = token
    ? { token, memberName: localStorage.getItem('MemberName') ?? '', memberId: localStorage.getItem('MemberID') ?? '', status: localStorage.getItem('Status') ?? '' }
    : null;
  cached = { token, value };
  return value;
}

function notify() {
  for (const l of listeners) l();
}

// Other tabs logging in or out keep this one in step.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === 'authToken' || e.key === 'MemberName') notify();
  });
}

export function getToken(): string | null {
  return localStorage.getItem('authToken');
}

/** Stores the login result under the spec's keys. */
export function startSession(data: SessionData) {
  localStorage.setItem('authToken', data.token);
  localStorage.setItem('MemberName', data.MemberName);
  localStorage.setItem('MemberID', String(data.MemberID));
  localStorage.setItem('MemberMob', data.MemberMob ?? '');
  localStorage.setItem('Status', String(data.Status));
  notify();
}

/** Clears every key the shop keeps (SPEC.md: logout clears local storage). */
export function endSession() {
  for (const key of storageKeys) localStorage.removeItem(key);
  localStorage.removeItem('storedOtp');
  localStorage.removeItem('otpEmail');
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
