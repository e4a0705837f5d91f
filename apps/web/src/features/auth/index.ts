export { useLeaveSession, useLogout } from './useLogout';
export { AuthCard, FormAlert } from './AuthCard';
export { PasswordField } from './PasswordField';
