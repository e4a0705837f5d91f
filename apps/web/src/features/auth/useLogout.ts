import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { getToken, leaveSessionFor } from '../../lib/session';
import { revokeOnServer } from './api';

/** Ends the session in this browser: storage keys cleared (other tabs follow), cached member data dropped, home without a reload. */
export function useLeaveSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await leaveSessionFor(() => {
      const home = navigate('/');
      queryClient.clear();
      return home;
    });
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
