/**
 * The merge screen's preview and its refusal, none of them spelled out by the spec (§2.6, §4 ask only for the three
 * YES/CANCEL confirmations), so all designed.
 */
export const mergeMessages = {
  /** The server's 400, and the screen's note before anyone clicks: users would land where no one can manage them. */
  strandsUsers:
    "Packs with users cannot be merged into an On-Prem pack: its users cannot be managed ('Operation not available'). Choose another main pack, or merge only packs without users.",
  previewTitle: 'Merge Licenses?',
  previewLoading: 'Working out the merged pack…',
  previewFailed: 'The merge preview could not be worked out.',
  resultHeading: 'The main pack after the merge',
  product: 'Product',
  seats: 'Seats',
  users: 'Users',
  endDate: 'Valid until',
  conflicts: 'Check before merging',
  /** The seats as the server adds them up: the main pack's, then each merged pack's. */
  seatsSum: (total: number, parts: readonly number[]) => `${total} (${parts.join(' + ')})`,
  usersAfter: (count: number) => `${count} ${count === 1 ? 'user' : 'users'}`,
  duplicates: (names: readonly string[]) => `In more than one pack, each keeps one seat: ${names.join(', ')}.`,
  noDuplicates: 'No user is in more than one pack.',
  endsLater: (labels: readonly string[]) =>
    `Ends later than the main pack, and its later days are lost: ${labels.join(', ')}.`,
  productsDiffer: (labels: readonly string[]) =>
    `Another product, whose users take the main pack's product: ${labels.join(', ')}.`,
  noConflicts: 'No conflict: the packs are of one product and none ends later than the main one.',
  /** The one question, naming what changes. */
  question: (main: string, merged: readonly string[]) =>
    `Merge ${merged.join(', ')} into ${main}? ${merged.length === 1 ? 'It ends' : 'They end'} today with 0 users, and ${main} holds the seats and users above. This cannot be undone.`,
} as const;
