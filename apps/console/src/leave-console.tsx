import { createContext, use } from 'react';

/** Leaves the console for another site (the logout page's home, an SSO site): the browser's own navigation. */
type LeaveConsole = (url: string) => void;

const leaveByBrowser: LeaveConsole = (url) => window.location.assign(url);

const LeaveConsoleContext = createContext<LeaveConsole>(leaveByBrowser);

/** How this console leaves for another site; tests provide one that only records the address. */
function useLeaveConsole(): LeaveConsole {
  return use(LeaveConsoleContext);
}

export { type LeaveConsole, LeaveConsoleContext, leaveByBrowser, useLeaveConsole };
