export { useLeaveSession, useLogout } from './useLogout';
