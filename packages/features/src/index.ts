/** The widgets, their controller hooks and the API adapter, one folder per resource; fakes are on `./testing`. */
export * from './api/index.ts';
export * from './auth/index.ts';
export * from './licenses/index.ts';
export * from './merge/index.ts';
export * from './shared/index.ts';
export * from './shell/index.ts';
export * from './users/index.ts';
