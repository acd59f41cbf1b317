export * from './catalog.ts';
export * from './common.ts';
export * from './content.ts';
export * from './customer.ts';
export * from './listing.ts';
export * from './shop.ts';
