export { useLogout } from './useLogout';
