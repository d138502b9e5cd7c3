import type { ConsoleApi } from './console-api.ts';

/**
 * The query keys of one resource, after medusa's queryKeysFactory: `all` holds every read of the resource (what a
 * change invalidates), and each read is keyed by its port method, which is the contract's call name, then its input.
 */
function queryKeysFactory<const Resource extends keyof ConsoleApi>(resource: Resource) {
  return {
    all: [resource] as const,
    call: <const Name extends keyof ConsoleApi[Resource] & string, const Input extends readonly unknown[]>(
      name: Name,
      ...input: Input
    ) => [resource, name, ...input] as const,
  };
}

export { queryKeysFactory };
