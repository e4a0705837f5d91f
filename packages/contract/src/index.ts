// The back office's schemas are imported from '@shop/contract/admin', so shop screens never bundle them.
export * from './envelope.ts';
export * from './email.ts';
export * from './catalog.ts';
export * from './geo.ts';
export * from './company.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './cart.ts';
export * from './coupons.ts';
export * from './addresses.ts';
export * from './checkout.ts';
export * from './orders.ts';
export * from './comeback.ts';
export * from './payments.ts';
export * from './marketing.ts';
export * from './search.ts';
