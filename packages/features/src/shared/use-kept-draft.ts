import { type CurrentUser, wayfindingMessages } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { offerDraft, takeKeptDraft } from './kept-drafts.ts';
import { useUnsavedChanges } from './unsaved-changes.ts';

interface UseKeptDraftOptions<T extends FieldValues, Output extends FieldValues> {
  /** The form's name among the open forms: one key per kind of form. */
  key: string;
  user: CurrentUser;
  form: UseFormReturn<T, unknown, Output>;
  /** The fields kept through the inactivity logout: never a password, a private key or another secret. */
  fields: readonly Path<T>[];
  /** The form holds unsaved work: leaving the page asks first, and the logout keeps it. */
  dirty: boolean;
  /** The form shows what it loaded: a kept draft goes on top of that, once. */
  ready: boolean;
  /** The form's title, over the notice that its draft is back. */
  title: string;
}

/**
 * A form's unsaved work: leaving the page asks first (useUnsavedChanges), and the inactivity logout keeps the named
 * fields for the person's next sign-in; once the form is back on that address and shows what it loaded, the draft is
 * put on top, as unsaved changes, and a notice says so. A kept value of another type than the field's is ignored.
 */
function useKeptDraft<T extends FieldValues, Output extends FieldValues = T>({
  key,
  user,
  form,
  fields,
  dirty,
  ready,
  title,
}: UseKeptDraftOptions<T, Output>) {
  useUnsavedChanges(dirty);
  const holdsWork = useRef(dirty);
  useEffect(() => {
    holdsWork.current = dirty;
  }, [dirty]);
  const { getValues, setValue } = form;
  useEffect(
    () =>
      offerDraft(key, () =>
        holdsWork.current ? Object.fromEntries(fields.map((name) => [name, getValues(name)])) : null,
      ),
    [key, fields, getValues],
  );
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    const draft = takeKeptDraft(user.name, key);
    if (!draft) return;
    let put = 0;
    for (const name of fields) {
      const value = draft[name];
      if (!(name in draft) || typeof value !== typeof getValues(name)) continue;
      setValue(name, value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
      put += 1;
    }
    if (put > 0) toast({ title, description: wayfindingMessages.draftRestored });
  }, [ready, user.name, key, fields, getValues, setValue, title]);
}

export { useKeptDraft };
