import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { MemberRole } from '@shop/contract';
import { memberPageCookies } from '@shop/contract/member-page-cookie';
import { queryClient } from './query-client';

/** Local storage keys (docs/product.md#visitors-and-members), and Role (ours: 'admin' shows the link to the back office). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- storage keys, not texts
export const storageKeys = ['authToken', 'MemberName', 'MemberID', 'MemberMob', 'Status', 'cartQuantity', 'cartTotal', 'Role'] as const;

export type SessionData = { token: string; MemberName: string; MemberID: number | string; MemberMob: string; Status: number | string; Role?: MemberRole };
/** role only decides what the screens offer; the server checks it on every back-office call. */
export type Session = { token: string; memberName: string; memberId: string; status: string; role: MemberRole; mobile: string } | null;

const listeners = new Set<() => void>();
let cached: { key: string | null; value: Session } = { key: undefined as never, value: null };

function read(): Session {
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem('authToken');
  const memberName = localStorage.getItem('MemberName') ?? '';
  const memberId = localStorage.getItem('MemberID') ?? '';
  const status = localStorage.getItem('Status') ?? '';
  const mobile = localStorage.getItem('MemberMob') ?? '';
  // A session stored before Role existed counts as a member's.
  const role: MemberRole = localStorage.getItem('Role') === 'admin' ? 'admin' : 'member';
  // The same snapshot object while nothing changed (useSyncExternalStore needs that); the keys may arrive one by one from another tab.
  const key = token ? [token, memberName, memberId, status, role, mobile].join('\u0000') : null;
  if (key === cached.key) return cached.value;
  cached = { key, value: token ? { token, memberName, memberId, status, role, mobile } : null };
  return cached.value;
}

function notify() {
  for (const l of listeners) l();
}

if (typeof window !== 'undefined') {
  // A session of before the member pages' cookie, or a browser that dropped its session cookies, writes it again.
  rememberForPages(getToken());
  // Other tabs logging in or out keep this one in step: the session, and the member data cached for the old one.
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

/** The session now (useSession's, outside a component). */
export const currentSession = (): Session => read();

export function getToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem('authToken');
}

/**
 * The token copied into the cookies of the member's pages the server draws (decision 169: the cart and checkout; the
 * API never reads them), or those cookies cleared. Done at login, at logout, and when the app starts (a session of
 * before, a browser that dropped its session cookies). Another tab shares the cookies. A page reads only the cookies
 * of its own path, so they are written whatever this page sees. An admin's token is never copied: a back-office
 * session is never carried by a cookie, and its cart and checkout are drawn in the browser.
 */
function rememberForPages(token: string | null) {
  const shopper = token && localStorage.getItem('Role') !== 'admin' ? token : null;
  for (const cookie of memberPageCookies(shopper, location.protocol === 'https:')) document.cookie = cookie;
}

/** Keeps a mobile number the member has just set, as the next login would give it. */
export function rememberMobile(mobile: string) {
  localStorage.setItem('MemberMob', mobile);
  notify();
}

/** The member's name as the header greets it, after the member corrected it. */
export function rememberName(name: string) {
  localStorage.setItem('MemberName', name);
  notify();
}

/** Stores the login result under the session keys (and Role). */
export function startSession(data: SessionData) {
  localStorage.setItem('authToken', data.token);
  localStorage.setItem('MemberName', data.MemberName);
  localStorage.setItem('MemberID', String(data.MemberID));
  localStorage.setItem('MemberMob', data.MemberMob ?? '');
  localStorage.setItem('Status', String(data.Status));
  localStorage.setItem('Role', data.Role === 'admin' ? 'admin' : 'member');
  rememberForPages(data.token);
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
  rememberForPages(null);
  notify();
}

/** True while the shopper is on the way home after ending the session (logout, a closed account). */
let leaving = false;
export const leavingSession = () => leaving;

/**
 * Ends the session as the shopper asked and goes `home`: the session ends at once (no call carries its token any
 * more), and a members-only page that sees it end waits for the way home instead of sending the shopper to /Login.
 */
export async function leaveSessionFor(home: () => Promise<void> | void) {
  leaving = true;
  try {
    const going = home();
    endSession();
    await going;
  } finally {
    leaving = false;
  }
}

/** The member a page was drawn for, as the root's loader tells it (never with the token: the page does not carry it). */
export type DrawnFor = { MemberName: string; MemberID: number; MemberMob: string; Status: number; Role: MemberRole } | null;

const drawnSessions = new WeakMap<object, Session>();

/** The session a page was drawn as, the same object each time it is asked (useSyncExternalStore needs that). */
function drawnAs(member: DrawnFor): Session {
  if (!member) return null;
  let session = drawnSessions.get(member);
  if (!session) drawnSessions.set(member, (session = { token: '', memberName: member.MemberName, memberId: String(member.MemberID), status: String(member.Status), role: member.Role, mobile: member.MemberMob }));
  return session;
}

/**
 * The member's session: the browser's storage, and while a page drawn on the server is hydrated (and on the server),
 * the member it was drawn for (a visitor on every public page), so React attaches to what the server drew and then
 * shows this device's session.
 */
export function useSession(): Session {
  const drawnFor = (useRouteLoaderData('root') as { member?: DrawnFor } | undefined)?.member ?? null;
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    read,
    () => drawnAs(drawnFor),
  );
}
