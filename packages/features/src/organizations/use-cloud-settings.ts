import { zodResolver } from '@hookform/resolvers/zod';
import {
  changeOrganizationRefusalSchema,
  type LicenseOrganizations,
  type LicenseUsageSettings,
  licenseOrganizationsSchema,
  type Organization,
  type OrganizationNameValues,
  organizationChangeMessages,
  organizationNameSchema,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { staleWriteOf, type Tagged } from '../api/versions.ts';
import { licenseKeys } from '../licenses/index.ts';
import { showActionError } from '../shared/action-error.ts';
import { differencesOf } from '../shared/stale-edit-dialog.tsx';
import { useStaleSave } from '../shared/stale-save.ts';
import { organizationKeys } from './queries.ts';
import { organizationsStrings } from './strings.ts';
import { useOrganizationLink } from './use-organization-link.ts';

const strings = organizationsStrings;

/**
 * Spec §8: a change refused with a status 401 embedded in its 400 shows the embedded message; another 400 its own
 * message; anything else is no refusal of the choice (null).
 */
function changeRefusalText(error: unknown): string | null {
  if (!isApiError(error, 400)) return null;
  const refusal = changeOrganizationRefusalSchema.safeParse(error.body);
  return refusal.success ? refusal.data.embedded.message : error.message;
}

/** The Settings entries a change would take away from the caller, by the names the page shows them under. */
function lostEntries(before: LicenseUsageSettings, after: LicenseUsageSettings): string[] {
  const entries: [boolean, string][] = [
    [before.renameOrganization && !after.renameOrganization, strings.rename],
    [before.changeOrganization && !after.changeOrganization, strings.change],
    [
      before.changeLicenseAdmin !== 'none' && after.changeLicenseAdmin === 'none',
      organizationsStrings.changeLicenseAdmin,
    ],
    [before.cloudSettings && !after.cloudSettings, organizationsStrings.cloudSettings],
  ];
  return entries.filter(([lost]) => lost).map(([, name]) => name);
}

/** A change Cloud Settings asked for: what Overwrite sends again when it was refused as stale. */
type CloudSettingsEdit =
  | { kind: 'rename'; organizationName: string }
  | { kind: 'change'; organization: Organization }
  | { kind: 'link'; organization: Organization };

interface UseCloudSettingsOptions {
  licenseId: string;
  /** What the server grants the caller (spec §6 rows 4, 8, 9): rename, change, link. */
  settings: LicenseUsageSettings;
  /** After a change the dialog made: the page reads the pack again. */
  onChanged?: () => void;
}

/**
 * The Cloud Settings dialog's controller (spec §2.7, §4 "Organization editing modes", §6 rows 4, 8, 9): the pack's
 * organization, read afresh; rename it (the name required), change it to another of the manager's organizations, and
 * (administrators) link it in two steps (use-organization-link.ts). Each mode is offered only when the server grants
 * it and it applies: rename and change need a linked pack, change another organization to go to. A refused rename or
 * change keeps the input, with the server's message (for a change, the embedded one, spec §8). Every change is based
 * on the version read (If-Match on the pack's link and its organization's name): changed meanwhile by someone else,
 * the stale-edit dialog shows the organization now beside the one asked for, with Reload and Overwrite.
 */
function useCloudSettings({ licenseId, settings, onChanged }: UseCloudSettingsOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const queryKey = organizationKeys.call('licenseOrganizationsForEdit', licenseId);
  const read = useQuery({
    queryKey,
    queryFn: (): Promise<Tagged<LicenseOrganizations>> => api.organizations.licenseOrganizationsForEdit(licenseId),
    // Read when the dialog opens and after its own changes: never a version it has not shown.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const organization = read.data?.value.organization ?? null;
  const choices = read.data?.value.choices ?? [];
  const { etag, stale, setStale, overwriteStale, dismissStale } = useStaleSave<CloudSettingsEdit>((edit) => {
    if (edit.kind === 'rename') rename.mutate(edit.organizationName);
    else if (edit.kind === 'change') change.mutate(edit.organization.organizationId);
    else link.relink(edit.organization);
  });
  useEffect(() => {
    if (read.data) etag.current = read.data.etag;
  }, [read.data, etag]);
  /** A change refused as stale: the dialog opens over Cloud Settings; true when it was one. */
  const refusedAsStale = (error: unknown, edit: CloudSettingsEdit) => {
    const refusal = staleWriteOf(error);
    if (refusal) setStale({ refusal, mine: edit });
    return refusal !== null;
  };

  /** After a change: the dialog reads the organization again, the page and the grid their packs. */
  const changed = async () => {
    onChanged?.();
    await Promise.all([
      queryClient.invalidateQueries({ queryKey }),
      queryClient.invalidateQueries({ queryKey: licenseKeys.all }),
    ]);
  };

  const renameForm = useForm<OrganizationNameValues>({
    mode: 'onTouched',
    defaultValues: { organizationName: '' },
    // The name as read, until another is typed.
    values: organization ? { organizationName: organization.organizationName } : undefined,
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(organizationNameSchema),
  });
  const rename = useMutation({
    mutationFn: (name: string) => api.organizations.changeOrganizationName(licenseId, name, etag.current),
    onSuccess: async (renamed) => {
      toast({ title: strings.rename, description: organizationsStrings.organizationNameChanged, variant: 'success' });
      renameForm.reset({ organizationName: renamed.organizationName });
      await changed();
    },
    onError: (error, organizationName) => {
      if (refusedAsStale(error, { kind: 'rename', organizationName })) return;
      if (isApiError(error, 400)) renameForm.setError('organizationName', { message: error.message });
      else showActionError(strings.rename, error);
    },
  });

  const [choiceId, setChoiceId] = useState('');
  const [changeError, setChangeError] = useState<string | undefined>();
  /** The change worked out and waiting for YES: the organization chosen and the question naming what changes. */
  const [changeQuestion, setChangeQuestion] = useState<{ organizationId: string; question: string } | null>(null);
  /** A change is worked out on the server first (nothing kept), so that the question names what it takes away. */
  const previewChange = useMutation({
    mutationFn: (organizationId: string) => api.organizations.previewChangeOrganization(licenseId, organizationId),
    onMutate: () => setChangeError(undefined),
    onSuccess: (preview) =>
      setChangeQuestion({
        organizationId: preview.organization.organizationId,
        question: organizationChangeMessages.question(
          organization?.organizationName ?? null,
          preview.organization.organizationName,
          lostEntries(settings, preview.settings),
        ),
      }),
    onError: (error) => {
      const refusal = changeRefusalText(error);
      if (refusal) setChangeError(refusal);
      else showActionError(strings.change, error);
    },
  });
  const change = useMutation({
    mutationFn: (organizationId: string) =>
      api.organizations.changeOrganization(licenseId, organizationId, etag.current),
    onMutate: () => setChangeError(undefined),
    onSuccess: async () => {
      toast({ title: strings.change, description: organizationsStrings.organizationChanged, variant: 'success' });
      setChoiceId('');
      await changed();
    },
    onError: (error, organizationId) => {
      const target = [...choices, ...(stale?.mine.kind === 'change' ? [stale.mine.organization] : [])].find(
        (candidate) => candidate.organizationId === organizationId,
      );
      if (target && refusedAsStale(error, { kind: 'change', organization: target })) return;
      const refusal = changeRefusalText(error);
      if (refusal) setChangeError(refusal);
      else showActionError(strings.change, error);
    },
  });

  const link = useOrganizationLink({
    licenseId,
    ifMatch: () => etag.current,
    onStale: (error, organization) => refusedAsStale(error, { kind: 'link', organization }),
    onLinked: () => void changed(),
  });

  const staleCurrent = stale ? licenseOrganizationsSchema.safeParse(stale.refusal.current) : null;
  const asked = stale
    ? stale.mine.kind === 'rename'
      ? stale.mine.organizationName
      : stale.mine.organization.organizationName
    : '';
  const differences =
    stale && staleCurrent?.success
      ? differencesOf(
          ['organization'] as const,
          { organization: strings.organization },
          { organization: staleCurrent.data.organization?.organizationName ?? '' },
          { organization: asked },
        )
      : [];

  return {
    state: read.isError ? ('failed' as const) : read.data ? ('ready' as const) : ('loading' as const),
    retry: () => void read.refetch(),
    organization,
    /** Rename: the organization's new name. */
    canRename: settings.renameOrganization && organization !== null,
    registerName: renameForm.register,
    nameError: renameForm.formState.errors.organizationName?.message,
    submitRename: renameForm.handleSubmit(({ organizationName }) => rename.mutate(organizationName)),
    renaming: rename.isPending,
    /** Change: another of the manager's organizations. */
    canChange: settings.changeOrganization && choices.length > 0,
    choices,
    choiceId,
    choose: (id: string) => {
      setChoiceId(id);
      setChangeError(undefined);
    },
    changeError,
    /** Change: worked out first, then asked once (changeQuestion); YES changes, CANCEL keeps the choice. */
    submitChange: (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      if (choiceId) previewChange.mutate(choiceId);
    },
    changeQuestion: changeQuestion?.question ?? null,
    confirmChange: () => {
      if (changeQuestion) change.mutate(changeQuestion.organizationId);
      setChangeQuestion(null);
    },
    cancelChange: () => setChangeQuestion(null),
    changing: change.isPending || previewChange.isPending,
    /** Link (administrators): search, select, confirm. */
    canLink: settings.linkOrganization,
    link,
    /** The stale-edit dialog: the refused change's last change, and the organization now beside the one asked for. */
    staleEdit: stale ? { changedBy: stale.refusal.changedBy, changedAt: stale.refusal.changedAt, differences } : null,
    /** Reload: Cloud Settings shows the pack as it is now, and changes are based on it; the change is dropped. */
    reloadStale: () => {
      if (!stale) return;
      if (staleCurrent?.success) {
        const value = staleCurrent.data;
        queryClient.setQueryData<Tagged<LicenseOrganizations>>(queryKey, { value, etag: stale.refusal.etag });
        if (value.organization) renameForm.reset({ organizationName: value.organization.organizationName });
      }
      etag.current = stale.refusal.etag;
      setChoiceId('');
      setStale(null);
      toast({ title: messages.staleEdit.reloaded, variant: 'success' });
    },
    overwriteStale,
    dismissStale,
    isSaving: rename.isPending || change.isPending || link.linking,
  };
}

type CloudSettingsController = ReturnType<typeof useCloudSettings>;

export { type CloudSettingsController, changeRefusalText, type UseCloudSettingsOptions, useCloudSettings };
