import { useEffect, useRef } from 'react';
import { type NavigationType, useLocation, useNavigationType } from 'react-router';
import { consoleStrings } from './strings.ts';

const HEADING = '[data-slot="page-title"]';
/** How long a screen's heading is awaited (a section's chunk loading on a slow line) before giving up. */
const WAIT_MS = 10_000;

/**
 * After each navigation inside the shell: the document's title names the screen ('Users - License Console'), and
 * the keyboard focus moves to the screen's heading, so a screen reader announces the new screen and Tab starts from
 * its top. The first screen of a visit, and a redirect (/ to /private), keep the focus where the browser put it.
 */
function useScreenHeading(): void {
  const { pathname } = useLocation();
  const navigationType: NavigationType = useNavigationType();
  const firstScreen = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per screen, that is once per path.
  useEffect(() => {
    const moveFocus = !firstScreen.current && navigationType !== 'REPLACE';
    firstScreen.current = false;
    const apply = () => {
      const heading = document.querySelector<HTMLElement>(HEADING);
      const text = heading?.textContent?.trim();
      if (!heading || !text) return false;
      document.title = consoleStrings.documentTitle(text);
      if (moveFocus) {
        heading.tabIndex = -1;
        heading.focus();
      }
      return true;
    };
    if (apply()) return;
    // The screen is still loading (a lazy section): wait for its heading to appear.
    const observer = new MutationObserver(() => {
      if (apply()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}

export { useScreenHeading };
