import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { endSession } from '../../lib/session';

/** Logs out: clears the stored session and goes home, without a page reload. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    endSession();
    queryClient.clear();
    navigate('/');
  };
}
