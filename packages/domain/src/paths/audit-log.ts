/** The history of changes across the console (designed): administrators'. */
export const historyPaths = { list: '/history' } as const;
