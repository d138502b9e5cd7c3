type AsyncMethods<Api> = { [Name in keyof Api]: (...args: never[]) => Promise<unknown> };

/**
 * A resource's adapter whose module loads on its first call, as ra-core's combineDataProviders routes each call
 * through a Proxy: the resource's contract schemas then ship with the first screen that calls it, never with /login.
 * Its methods are not enumerable (spread the loaded adapter, not this one).
 */
function lazyResource<Api extends AsyncMethods<Api>>(load: () => Promise<Api>): Api {
  let loaded: Promise<Api> | undefined;
  const adapter = () => {
    loaded ??= load().catch((error: unknown) => {
      // A failed chunk load is tried again on the next call rather than failing every call after it.
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return new Proxy({} as Api, {
    get: (_target, name) => {
      // Not a thenable: `await adapter` must not look for a `then` method.
      if (typeof name === 'symbol' || name === 'then') return undefined;
      return async (...args: never[]) => {
        const method = (await adapter())[name as keyof Api];
        if (typeof method !== 'function') throw new TypeError(`The adapter has no method ${name}`);
        return method(...args);
      };
    },
  });
}

export { lazyResource };
