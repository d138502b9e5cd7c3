import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBlockingHistory } from './blocking-history.ts';

// The real browser history of the test page: pushes, replaces and pops as the console makes them.
const start = `${window.location.pathname}${window.location.search}`;
const popped = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
/** A pop is undone by a second popstate; wait for the history to settle on a path. */
async function settledOn(path: string) {
  await expect.poll(() => window.location.pathname).toBe(path);
}

describe('the blocking history', () => {
  let stopListening: () => void = () => {};
  beforeEach(() => {
    window.history.replaceState(null, '', '/form');
  });
  afterEach(() => {
    stopListening();
    window.history.replaceState(null, '', start);
  });

  it('lets every move through while nothing blocks', () => {
    const history = createBlockingHistory();
    const seen: string[] = [];
    stopListening = history.listen(({ location }) => seen.push(location.pathname));
    history.push('/list');
    history.replace('/list/2');
    expect(seen).toEqual(['/list', '/list/2']);
    expect(history.held()).toBeNull();
  });

  it('holds a push back until proceed, and forgets it on reset', () => {
    const history = createBlockingHistory();
    const seen: string[] = [];
    stopListening = history.listen(({ location }) => seen.push(location.pathname));
    let changes = 0;
    history.subscribe(() => changes++);
    history.block(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);

    history.push('/list');
    expect(window.location.pathname).toBe('/form');
    expect(seen).toEqual([]);
    expect(history.held()).not.toBeNull();
    history.held()?.reset();
    expect(history.held()).toBeNull();
    expect(window.location.pathname).toBe('/form');

    history.push('/list?page=2');
    history.held()?.proceed();
    expect(window.location.pathname).toBe('/list');
    expect(seen).toEqual(['/list']);
    expect(history.held()).toBeNull();
    expect(changes).toBe(4);
  });

  it('judges a move against what is shown, so a change of query alone goes through', () => {
    const history = createBlockingHistory();
    const seen: string[] = [];
    stopListening = history.listen(({ location }) => seen.push(`${location.pathname}${location.search}`));
    history.block(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname);
    history.replace('/form?tab=2');
    expect(seen).toEqual(['/form?tab=2']);
    expect(history.held()).toBeNull();
  });

  it('undoes a back that leaves the page, and makes it on proceed', async () => {
    const history = createBlockingHistory();
    const seen: string[] = [];
    stopListening = history.listen(({ location }) => seen.push(location.pathname));
    history.push('/form/edit');
    const release = history.block(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
    );

    const back = popped();
    window.history.back();
    await back;
    await settledOn('/form/edit');
    expect(history.held()).not.toBeNull();
    expect(seen).toEqual(['/form/edit']);

    history.held()?.proceed();
    await settledOn('/form');
    await expect.poll(() => seen).toEqual(['/form/edit', '/form']);
    expect(history.held()).toBeNull();

    // Released: the next back is not judged.
    release();
    history.push('/form/edit');
    window.history.back();
    await expect.poll(() => seen).toEqual(['/form/edit', '/form', '/form/edit', '/form']);
  });
});
