/** The query value that opens a pack's history tab (?tab=history). */
export const HISTORY_TAB = 'history';
