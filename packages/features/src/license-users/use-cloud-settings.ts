import { zodResolver } from '@hookform/resolvers/zod';
import {
  changeOrganizationRefusalSchema,
  type LicenseUsageSettings,
  type OrganizationNameValues,
  organizationNameSchema,
} from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { licenseKeys } from '../licenses/queries.ts';
import { showActionError } from '../shared/action-error.ts';
import { licenseUserKeys } from './queries.ts';
import { licenseUsersStrings } from './strings.ts';
import { useOrganizationLink } from './use-organization-link.ts';

const strings = licenseUsersStrings.cloudSettingsDialog;

/**
 * Spec §8: a change refused with a status 401 embedded in its 400 shows the embedded message; another 400 its own
 * message; anything else is no refusal of the choice (null).
 */
function changeRefusalText(error: unknown): string | null {
  if (!isApiError(error, 400)) return null;
  const refusal = changeOrganizationRefusalSchema.safeParse(error.body);
  return refusal.success ? refusal.data.embedded.message : error.message;
}

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
 * change keeps the input, with the server's message (for a change, the embedded one, spec §8).
 */
function useCloudSettings({ licenseId, settings, onChanged }: UseCloudSettingsOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const queryKey = licenseUserKeys.call('licenseOrganizations', licenseId);
  const read = useQuery({ queryKey, queryFn: () => api.licenseUsers.licenseOrganizations(licenseId) });
  const organization = read.data?.organization ?? null;
  const choices = read.data?.choices ?? [];

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
    mutationFn: (name: string) => api.licenseUsers.changeOrganizationName(licenseId, name),
    onSuccess: async (renamed) => {
      toast({ title: strings.rename, description: licenseUsersStrings.organizationNameChanged, variant: 'success' });
      renameForm.reset({ organizationName: renamed.organizationName });
      await changed();
    },
    onError: (error) => {
      if (isApiError(error, 400)) renameForm.setError('organizationName', { message: error.message });
      else showActionError(strings.rename, error);
    },
  });

  const [choiceId, setChoiceId] = useState('');
  const [changeError, setChangeError] = useState<string | undefined>();
  const change = useMutation({
    mutationFn: (organizationId: string) => api.licenseUsers.changeOrganization(licenseId, organizationId),
    onMutate: () => setChangeError(undefined),
    onSuccess: async () => {
      toast({ title: strings.change, description: licenseUsersStrings.organizationChanged, variant: 'success' });
      setChoiceId('');
      await changed();
    },
    onError: (error) => {
      const refusal = changeRefusalText(error);
      if (refusal) setChangeError(refusal);
      else showActionError(strings.change, error);
    },
  });

  const link = useOrganizationLink({ licenseId, onLinked: () => void changed() });

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
    submitChange: (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      if (choiceId) change.mutate(choiceId);
    },
    changing: change.isPending,
    /** Link (administrators): search, select, confirm. */
    canLink: settings.linkOrganization,
    link,
  };
}

type CloudSettingsController = ReturnType<typeof useCloudSettings>;

export { type CloudSettingsController, changeRefusalText, type UseCloudSettingsOptions, useCloudSettings };
