export * from './envelope.ts';
export * from './catalog.ts';
export * from './geo.ts';
export * from './company.ts';
