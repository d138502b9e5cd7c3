import * as React from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * For a dialog whose code loads on demand (`React.lazy`): whether to draw it, true from the first time `open` is and
 * from then on, so a closing dialog stays mounted to return the focus. `load` is also started once the page is idle,
 * so the dialog is usually there by the time it is wanted.
 */
function useOpenedOnce(open: boolean, load: () => Promise<unknown>): boolean {
  const [opened, setOpened] = React.useState(open);
  if (open && !opened) setOpened(true);
  React.useEffect(() => whenIdle(() => load().catch(() => undefined)), [load]);
  return opened;
}

export { useOpenedOnce };
