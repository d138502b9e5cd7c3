/**
 * The header's search button: its name and the shortcut shown beside it. A module of its own, so that every signed-in
 * screen, which draws the button, carries these words alone and the dialog's (messages-search.ts) come with the dialog.
 */
export const searchButtonMessages = {
  button: 'Search',
  shortcutApple: '⌘K',
  shortcutOther: 'Ctrl K',
} as const;
