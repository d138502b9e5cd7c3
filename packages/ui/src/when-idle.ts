/**
 * Calls `callback` once the page is next idle (within `timeoutMs` at the latest), or after a second where the
 * browser has no idle callbacks; answers how to cancel it.
 */
function whenIdle(callback: () => void, timeoutMs = 5000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(callback, 1000);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(callback, { timeout: timeoutMs });
  return () => cancelIdleCallback(idle);
}

export { whenIdle };
