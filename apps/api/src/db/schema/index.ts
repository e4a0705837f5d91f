export * from './company.ts';
export * from './geo.ts';
export * from './catalog.ts';
export * from './members.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './marketing.ts';
export * from './admin.ts';
