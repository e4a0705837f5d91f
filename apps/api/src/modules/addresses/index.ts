export { findOwnAddress } from './service.ts';
