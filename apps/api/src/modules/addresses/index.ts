/** The addresses module's door: what other modules may use of a member's delivery addresses. */
export { findOwnAddress } from './service.ts';
