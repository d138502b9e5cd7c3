export * from './audit-log.ts';
export * from './license-usages.ts';
export * from './licenses.ts';
export * from './outbox.ts';
export * from './products.ts';
export * from './route-path.ts';
export * from './single-sign-on.ts';
export * from './users.ts';
