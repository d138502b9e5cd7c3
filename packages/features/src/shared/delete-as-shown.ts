import * as messages from '@license-console/domain/messages';
import { toast } from '@license-console/ui';
import { staleWriteOf, type Tagged } from '../api/versions.ts';
import { showActionError } from './action-error.ts';
import type { ConfirmedRowAction } from './use-resource-list.ts';

/** A list's delete refused because the record is no longer as the list showed it: nothing was deleted. */
class ChangedSinceShown extends Error {
  constructor() {
    super(messages.staleEdit.deleteChangedSinceShown);
    this.name = 'ChangedSinceShown';
  }
}

/**
 * Deletes a record a list showed, only as the list showed it. Lists carry no versions, so the record is read first
 * with its ETag: if any of `fields` differs from the row, someone changed it after the list was drawn, and nothing is
 * deleted (ChangedSinceShown); otherwise the delete is sent with that ETag as If-Match, so a change made in between
 * is refused by the server (412) instead of being deleted unseen.
 */
async function deleteAsShown<T extends object>(
  shown: T,
  fields: readonly (keyof T)[],
  read: () => Promise<Tagged<T>>,
  remove: (ifMatch: string | null) => Promise<unknown>,
): Promise<void> {
  const current = await read();
  const differs = fields.some((field) => JSON.stringify(current.value[field]) !== JSON.stringify(shown[field]));
  if (differs) throw new ChangedSinceShown();
  await remove(current.etag);
}

/**
 * A list's failed delete, said in a toast titled `title`: that the record changed after it was shown and nothing was
 * deleted (either way deleteAsShown finds it), or the action's error as every action says it.
 */
function showDeleteError(title: string, error: unknown): void {
  if (error instanceof ChangedSinceShown || staleWriteOf(error) !== null) {
    toast({ title, description: messages.staleEdit.deleteChangedSinceShown, variant: 'error' });
  } else {
    showActionError(title, error);
  }
}

/** The words of a list's Delete: the toasts' title (the screen's), the done message, and the action's name. */
interface DeleteStrings {
  title: string;
  deleted: string;
  delete: string;
}

/**
 * A list's Delete as the row action behind its confirmation: deleteAsShown with the row's `fields`, then 'Deleted
 * successfully.' under the screen's title, or the failure as showDeleteError says it.
 */
function deleteAsShownAction<T extends object>(
  fields: readonly (keyof T)[],
  read: (row: T) => Promise<Tagged<T>>,
  remove: (row: T, ifMatch: string | null) => Promise<unknown>,
  strings: DeleteStrings,
): Pick<ConfirmedRowAction<T, unknown>, 'run' | 'succeeded' | 'failed'> {
  return {
    run: (row) =>
      deleteAsShown(
        row,
        fields,
        () => read(row),
        (ifMatch) => remove(row, ifMatch),
      ),
    succeeded: () => toast({ title: strings.title, description: strings.deleted, variant: 'success' }),
    failed: (error) => showDeleteError(strings.delete, error),
  };
}

export { type DeleteStrings, deleteAsShown, deleteAsShownAction, showDeleteError };
