/**
 * Spec §2.1, §8: where a screen lands that cannot show what was asked for: an unknown address (naming it), a record
 * that does not exist (the server's 404), and an answer that failed (500).
 */
export const errorPaths = { notFound: '/not-found', missingRecord: '/404', serverError: '/500' } as const;
