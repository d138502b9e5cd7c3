/**
 * A module a component loads only once it is wanted (`import()`), kept for the page: `current` once it is in, `load()`
 * to ask for it (one request however often asked; a failed one is made again on the next ask).
 */
interface LateModule<T> {
  /** The module, once loaded; null before. */
  readonly current: T | null;
  load: () => Promise<T>;
}

function lateModule<T>(importModule: () => Promise<T>): LateModule<T> {
  let current: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    get current() {
      return current;
    },
    load() {
      loading ??= importModule().then(
        (module) => {
          current = module;
          return module;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

export { type LateModule, lateModule };
