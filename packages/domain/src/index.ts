export * from './contract/index.ts';
export * from './entities/index.ts';
export * from './messages.ts';
export * from './messages-api-tokens.ts';
export * from './messages-history.ts';
export * from './messages-wayfinding.ts';
export * from './rules/index.ts';
export * from './validation/index.ts';
