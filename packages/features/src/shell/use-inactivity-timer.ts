import { INACTIVITY_RESET_EVENTS, INACTIVITY_TIMEOUT_MS, INACTIVITY_WARNING_MS } from '@license-console/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where tabs of the console tell each other about activity, so one busy tab keeps the others signed in. */
const LAST_ACTIVITY_KEY = 'lc:last-activity';
/** Activity closer together than this restarts the timer once: mousemove fires far more often than it matters. */
const ACTIVITY_THROTTLE_MS = 1000;

interface UseInactivityTimerOptions {
  /** Milliseconds without activity before `onTimeout`; spec §9's 30 minutes unless told. */
  timeoutMs?: number;
  onTimeout: () => void;
  /**
   * How long before the timeout the warning starts (a minute unless told); at most half the timeout, so a
   * shortened timeout still warns.
   */
  warnBeforeMs?: number;
  /** Off while there is nothing to time (signing out already). */
  enabled?: boolean;
  /** The events that count as activity; spec §9's load, mousemove, mousedown, click, scroll and keypress. */
  events?: readonly string[];
}

function shareActivity(at: number) {
  try {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(at));
  } catch {
    // Storage may be unavailable (private mode, quota): this tab's own timer still works.
  }
}

/**
 * Spec §6/§9 inactivity auto-logout: calls `onTimeout` once `timeoutMs` pass with none of the activity events, in
 * this tab or another tab of the console. From `warnBeforeMs` before that, `warningDeadline` holds when the logout
 * will happen (null otherwise); activity or `stay` ends the warning and starts the timer again. Every timer and
 * listener goes when the component unmounts (at logout).
 */
function useInactivityTimer({
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  onTimeout,
  warnBeforeMs = INACTIVITY_WARNING_MS,
  enabled = true,
  events = INACTIVITY_RESET_EVENTS,
}: UseInactivityTimerOptions) {
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);
  const [warningDeadline, setWarningDeadline] = useState<number | null>(null);
  const restartRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled || !(timeoutMs > 0)) return;
    const lead = Math.max(0, Math.min(warnBeforeMs, Math.floor(timeoutMs / 2)));
    let timer: ReturnType<typeof setTimeout> | undefined;
    let warnTimer: ReturnType<typeof setTimeout> | undefined;
    let lastReset = 0;
    let warning = false;
    const arm = () => {
      clearTimeout(timer);
      clearTimeout(warnTimer);
      lastReset = Date.now();
      warning = false;
      setWarningDeadline(null);
      const deadline = lastReset + timeoutMs;
      if (lead > 0) {
        warnTimer = setTimeout(() => {
          warning = true;
          setWarningDeadline(deadline);
        }, timeoutMs - lead);
      }
      timer = setTimeout(() => {
        setWarningDeadline(null);
        onTimeoutRef.current();
      }, timeoutMs);
    };
    const restart = () => {
      arm();
      shareActivity(lastReset);
    };
    restartRef.current = restart;
    const onActivity = (event: Event) => {
      // While the warning shows, its modal dialog holds the page still: a scroll then is the dialog's own (its scroll
      // lock, the focus it takes and gives back), never the user's, and must not end the warning nor put off the
      // logout, again at every warning.
      if (warning && event.type === 'scroll') return;
      if (Date.now() - lastReset >= ACTIVITY_THROTTLE_MS) restart();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_ACTIVITY_KEY) arm();
    };
    const options = { capture: true, passive: true } as const;
    arm();
    // Capture, so activity inside scrolling panes and elements that stop propagation still counts.
    for (const name of events) window.addEventListener(name, onActivity, options);
    window.addEventListener('storage', onStorage);
    return () => {
      clearTimeout(timer);
      clearTimeout(warnTimer);
      warning = false;
      restartRef.current = () => {};
      setWarningDeadline(null);
      for (const name of events) window.removeEventListener(name, onActivity, options);
      window.removeEventListener('storage', onStorage);
    };
  }, [enabled, timeoutMs, warnBeforeMs, events]);

  /** 'Stay signed in': starts the timer again, here and in the console's other tabs. */
  const stay = useCallback(() => restartRef.current(), []);
  return { warningDeadline, stay };
}

export { LAST_ACTIVITY_KEY, useInactivityTimer };
