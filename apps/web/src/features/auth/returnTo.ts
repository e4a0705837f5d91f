import { useLocation } from 'react-router';

/** Where a login screen was reached from: RequireAuth and the 401 handler pass `state.from`; only paths of this shop count. */
export type AuthState = { from?: string; email?: string } | null;

export function useAuthState(): { from: string; email?: string } {
  const state = useLocation().state as AuthState;
  const from = typeof state?.from === 'string' && state.from.startsWith('/') && !state.from.startsWith('//') && !state.from.startsWith('/Login') ? state.from : '/';
  return { from, email: typeof state?.email === 'string' ? state.email : undefined };
}
