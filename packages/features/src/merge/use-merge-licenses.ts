import {
  type CurrentUser,
  can,
  canSubmitMerge,
  type License,
  type MergePreview,
  mayOpen,
  mergeRefusal,
  permissionLicenseOf,
} from '@license-console/domain';
import { type RowSelection, selectedRowIds, toast } from '@license-console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { licenseKeys } from '../licenses/index.ts';
import { showActionError } from '../shared/action-error.ts';
import { mergeLicensesStrings as strings } from './strings.ts';

const noLicenses: readonly License[] = [];

/** Why the preview is not shown: the server's refusal of the choice in its words, or that it could not be had. */
function previewFailure(error: unknown): string {
  return isApiError(error, 400) || isApiError(error, 409) ? error.message : strings.previewFailed;
}

interface UseMergeLicensesOptions {
  /** The signed-in user: sorting and counts follow spec §6. */
  user: CurrentUser;
  /** The packs to pick from, as the license list handed them over (navigation state); none shows no information. */
  licenses?: readonly License[] | null;
  /** Moves the host app: after a successful merge, back to the license list ('/'). */
  onNavigate?: (to: string) => void;
}

/**
 * The merge screen's controller (spec §2.6, §4, §8): the main pack, the packs ticked for merging (reset when another
 * main is chosen), the server's refusal said before any click, the preview worked out by the server and its one
 * question, the merge call and its toasts. No markup.
 */
function useMergeLicenses({ user, licenses, onNavigate }: UseMergeLicensesOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const rows = licenses ?? noLicenses;
  const [mainId, setMainId] = useState<string | null>(null);
  const [selection, setSelection] = useState<RowSelection>({});
  /** The merge asked for, shown in the preview dialog until merged or cancelled. */
  const [asked, setAsked] = useState<{ main: License; merged: readonly License[] } | null>(null);

  const main = useMemo(() => rows.find((license) => license.encryptedId === mainId) ?? null, [rows, mainId]);
  const mergedIds = useMemo(() => selectedRowIds(selection).filter((id) => id !== mainId), [selection, mainId]);
  const merged = useMemo(() => rows.filter((license) => mergedIds.includes(license.encryptedId)), [rows, mergedIds]);

  /** Spec §4: choosing another main pack resets the merge selection; the main pack is never merged into itself. */
  const chooseMain = (id: string | null) => {
    if (mainId !== null && id !== null && id !== mainId) setSelection({});
    else if (id !== null && selection[id]) setSelection(({ [id]: _main, ...others }) => others);
    setMainId(id);
  };

  const merge = useMutation({
    mutationFn: ({ into, ids }: { into: License; ids: readonly string[] }) =>
      api.licenses.mergeLicenses(into.encryptedId, { mergedIds: ids, encryptedProductId: into.encryptedProductId }),
    onSuccess: () => {
      toast({ title: strings.merged, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: licenseKeys.all });
      onNavigate?.('/');
    },
    onError: (error) => showActionError(strings.errorTitle, error),
  });

  const canMerge = canSubmitMerge(mainId, mergedIds) && main !== null;
  /** A merge the server would refuse, said before anyone clicks (users stranded in an On-Prem pack). */
  const refusal = main ? mergeRefusal(main, merged) : null;
  /** The merge worked out on the server (nothing kept): what the dialog shows before YES. */
  const preview = useMutation({
    mutationFn: ({ into, ids }: { into: License; ids: readonly string[] }): Promise<MergePreview> =>
      api.licenses.previewMergeLicenses(into.encryptedId, {
        mergedIds: ids,
        encryptedProductId: into.encryptedProductId,
      }),
  });
  /** 'Merge Licenses': the preview and its one question (spec §4's warnings among its conflicts). */
  const requestMerge = () => {
    if (!canMerge || !main || refusal) return;
    setAsked({ main, merged });
    preview.reset();
    preview.mutate({ into: main, ids: mergedIds });
  };

  const showsUsedTotal = useCallback(
    (license: License) => can(user, 'seeUsedTotalCounts', permissionLicenseOf(license)),
    [user],
  );

  return {
    /** Spec §6 row 2: merging is the administrators' alone; anyone else sees 'Access Denied'. */
    allowed: mayOpen(user, 'merge'),
    rows,
    /** No licenses came with the navigation: 'No information for merging'. */
    hasInformation: rows.length > 0,
    mainId,
    chooseMain,
    selection,
    setSelection,
    mergedIds,
    /** 'Merge Licenses' shows once a main pack and at least one other are chosen (spec §2.6). */
    canMerge,
    requestMerge,
    /** Why 'Merge Licenses' is disabled: the server's refusal of this choice, or null. */
    refusal,
    /** The merge being asked about, its preview (null while worked out) and whether that failed. */
    asked,
    preview: asked ? (preview.data ?? null) : null,
    previewFailed: preview.isError ? previewFailure(preview.error) : null,
    confirmMerge: () => {
      if (asked) merge.mutate({ into: asked.main, ids: asked.merged.map((license) => license.encryptedId) });
      setAsked(null);
    },
    cancelMerge: () => setAsked(null),
    isMerging: merge.isPending,
    /** Spec §6 row 2: only administrators sort by email. */
    canSortByEmail: can(user, 'sortLicensesByEmail'),
    /** Spec §6 row 7: used / total for the administrator and the pack's manager. */
    showsUsedTotal,
  };
}

type MergeLicensesController = ReturnType<typeof useMergeLicenses>;

export { type MergeLicensesController, type UseMergeLicensesOptions, useMergeLicenses };
