import { createContext, use, useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type To } from 'react-router';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Update = Parameters<Parameters<BrowserHistory['listen']>[0]>[0];

/** Where a navigation goes from and to, as a blocker judges it. */
interface Move {
  currentLocation: Pick<Location, 'pathname' | 'search' | 'hash'>;
  nextLocation: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** A navigation held back: go on with it, or forget it and stay. */
interface HeldMove {
  proceed: () => void;
  reset: () => void;
}

/** The browser history the console's router runs on, able to hold back a navigation while a page asks first. */
interface BlockingHistory extends BrowserHistory {
  /** Judges every navigation while set; a move it answers true to is held until proceed or reset. */
  block: (shouldBlock: (move: Move) => boolean) => () => void;
  /** The navigation held back now, if any. */
  held: () => HeldMove | null;
  subscribe: (onChange: () => void) => () => void;
}

/**
 * React Router's browser history with useBlocker's behaviour added, so /login need not carry the data router
 * (createBrowserRouter, 15 KB gzip) for the one thing the console uses it for. A push or replace a blocker refuses
 * is not made until proceed; a back or forward (the browser has already moved) is undone with history.go, as the
 * data router does, and redone on proceed.
 */
function createBlockingHistory(options: { window?: Window } = {}): BlockingHistory {
  const base = createBrowserHistory({ ...options, v5Compat: true });
  let shouldBlock: ((move: Move) => boolean) | null = null;
  let held: HeldMove | null = null;
  // What the router shows: a popped entry is judged against it, and undoing a pop must not reach the router.
  let shown = base.location;
  let undoing = false;
  let redoing = false;
  const watchers = new Set<() => void>();
  const hold = (move: HeldMove | null) => {
    held = move;
    for (const watcher of watchers) watcher();
  };
  const blocks = (to: To | Location) =>
    shouldBlock !== null && !redoing && shouldBlock({ currentLocation: shown, nextLocation: base.encodeLocation(to) });
  const release = (go: () => void) => () => {
    hold(null);
    go();
  };

  return {
    ...base,
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    push(to, state) {
      if (blocks(to)) hold({ proceed: release(() => base.push(to, state)), reset: () => hold(null) });
      else base.push(to, state);
    },
    replace(to, state) {
      if (blocks(to)) hold({ proceed: release(() => base.replace(to, state)), reset: () => hold(null) });
      else base.replace(to, state);
    },
    listen(listener) {
      return base.listen((update: Update) => {
        if (undoing) {
          undoing = false;
          return;
        }
        if (update.action === 'POP' && update.delta !== null && update.delta !== 0 && blocks(update.location)) {
          const delta = update.delta;
          undoing = true;
          base.go(-delta);
          hold({
            proceed: release(() => {
              redoing = true;
              base.go(delta);
            }),
            reset: () => hold(null),
          });
          return;
        }
        redoing = false;
        shown = update.location;
        listener(update);
      });
    },
    block(next) {
      shouldBlock = next;
      return () => {
        if (shouldBlock === next) shouldBlock = null;
        hold(null);
      };
    },
    held: () => held,
    subscribe(onChange) {
      watchers.add(onChange);
      return () => watchers.delete(onChange);
    },
  };
}

/** The console's blocking history, or none (a test's MemoryRouter: nothing is held back). */
const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

/**
 * useBlocker's shape on the blocking history: `held` is the navigation waiting for an answer. The predicate is read
 * when a navigation happens, so it may read state that changes between renders.
 */
function useNavigationBlocker(shouldBlock: (move: Move) => boolean): HeldMove | null {
  const history = use(BlockingHistoryContext);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  useEffect(() => history?.block((move) => latest.current(move)), [history]);
  const subscribe = useCallback((onChange: () => void) => history?.subscribe(onChange) ?? (() => {}), [history]);
  return useSyncExternalStore(subscribe, () => history?.held() ?? null);
}

export { type BlockingHistory, BlockingHistoryContext, createBlockingHistory, type HeldMove, useNavigationBlocker };
