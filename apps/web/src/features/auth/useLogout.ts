import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { endSession, getToken } from '../../lib/session';
import { revokeOnServer } from './api';

/** Ends the session in this browser: storage keys cleared (other tabs follow), cached member data dropped, home without a reload. */
export function useLeaveSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Home is on screen before the session ends: a members-only page seeing it end would go to /Login. The router
    // renders a navigation in a microtask; a task later it has.
    navigate('/');
    await new Promise((rendered) => setTimeout(rendered, 0));
    endSession();
    queryClient.clear();
  }, [navigate, queryClient]);
}

/** Logs out: the token is revoked on the server, then the session ends here and in every other tab. */
export function useLogout() {
  const { t } = useLingui();
  const leave = useLeaveSession();
  const done = t`You have been logged out.`;
  return useCallback(() => {
    const token = getToken();
    if (token) revokeOnServer(token);
    toast.success(done);
    return leave();
  }, [leave, done]);
}
