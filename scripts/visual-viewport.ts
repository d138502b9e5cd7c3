/** The size every story is drawn at for its visual baseline, unless it is a phone story (`phoneStory`, packages/ui). */
export const DESKTOP_VIEWPORT = { width: 1024, height: 768 } as const;
