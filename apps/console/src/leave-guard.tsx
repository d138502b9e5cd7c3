import { createUnsavedChanges, type UnsavedChanges, UnsavedChangesContext } from '@license-console/features';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { BlockingHistoryContext, useNavigationBlocker } from './blocking-history.ts';

// Drawn only when a navigation is held back, so the shell does not carry the dialog's code.
const LeaveDialog = lazy(() => import('./leave-dialog.tsx'));

/**
 * Holds back a move to another page while the page holds unsaved work (a screen said so: useUnsavedChanges), and
 * asks: Stay on this page, or Leave without saving. A move made by a save as it ends (a change still under way) is
 * not held back, nor a move within the page (its query only). Closing or reloading the tab asks the browser's own
 * question.
 */
function Guard({ changes }: { changes: UnsavedChanges }) {
  const queryClient = useQueryClient();
  const held = useNavigationBlocker(
    ({ currentLocation, nextLocation }) =>
      changes.any() && queryClient.isMutating() === 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (changes.any()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [changes]);
  if (!held) return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog onStay={held.reset} onLeave={held.proceed} />
    </Suspense>
  );
}

/**
 * The signed-in pages' warning before unsaved work is left. Navigations can only be held back on the blocking
 * history (main.tsx's); under another router (a test's MemoryRouter) the screens' reports are kept and nothing is
 * held back.
 */
function LeaveGuard({ children }: { children: ReactNode }) {
  const [changes] = useState(createUnsavedChanges);
  const history = use(BlockingHistoryContext);
  return (
    <UnsavedChangesContext value={changes}>
      {children}
      {history ? <Guard changes={changes} /> : null}
    </UnsavedChangesContext>
  );
}

export { LeaveGuard };
