import { type ComponentType, lazy } from 'react';

/**
 * A lazily loaded screen inside the console's query cache: the screen's module and the cache's (TanStack Query) load
 * side by side, the first time either is needed.
 */
function lazyWithQueries<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(async () => {
    const [{ QueryBoundary }, { default: Screen }] = await Promise.all([import('./query-boundary.tsx'), load()]);
    return {
      default: (props: Props) => (
        <QueryBoundary>
          <Screen {...props} />
        </QueryBoundary>
      ),
    };
  });
}

export { lazyWithQueries };
