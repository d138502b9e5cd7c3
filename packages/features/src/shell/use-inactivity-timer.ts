import { INACTIVITY_RESET_EVENTS, INACTIVITY_TIMEOUT_MS } from '@license-console/domain';
import { useEffect, useRef } from 'react';

/** Where tabs of the console tell each other about activity, so one busy tab keeps the others signed in. */
const LAST_ACTIVITY_KEY = 'lc:last-activity';
/** Activity closer together than this restarts the timer once: mousemove fires far more often than it matters. */
const ACTIVITY_THROTTLE_MS = 1000;

interface UseInactivityTimerOptions {
  /** Milliseconds without activity before `onTimeout`; spec §9's 30 minutes unless told. */
  timeoutMs?: number;
  onTimeout: () => void;
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
 * this tab or another tab of the console. Every timer and listener goes when the component unmounts (at logout).
 */
function useInactivityTimer({
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  onTimeout,
  enabled = true,
  events = INACTIVITY_RESET_EVENTS,
}: UseInactivityTimerOptions) {
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    if (!enabled || !(timeoutMs > 0)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastReset = 0;
    const arm = () => {
      clearTimeout(timer);
      lastReset = Date.now();
      timer = setTimeout(() => onTimeoutRef.current(), timeoutMs);
    };
    const onActivity = () => {
      if (Date.now() - lastReset < ACTIVITY_THROTTLE_MS) return;
      arm();
      shareActivity(lastReset);
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
      for (const name of events) window.removeEventListener(name, onActivity, options);
      window.removeEventListener('storage', onStorage);
    };
  }, [enabled, timeoutMs, events]);
}

export { LAST_ACTIVITY_KEY, useInactivityTimer };
