/**
 * Cloud Settings' confirmation of a change of organization. The spec (§4 "Organization editing modes") has the
 * manager's change apply at once; this asks first, naming what changes, so all of it is designed.
 */
export const organizationChangeMessages = {
  /** The one question: the pack's organization before and after, and each entry the person would lose by it. */
  question: (from: string | null, to: string, lost: readonly string[]) =>
    `Move this license pack ${from ? `from '${from}' ` : ''}to '${to}'?${
      lost.length === 0
        ? ' Everything you can do with it stays available.'
        : ` Afterwards ${listed(lost)} will no longer be available to you for it.`
    }`,
} as const;

/** 'A', 'A and B', 'A, B and C'. */
function listed(names: readonly string[]): string {
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
