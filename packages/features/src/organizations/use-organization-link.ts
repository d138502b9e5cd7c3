import { zodResolver } from '@hookform/resolvers/zod';
import { type Organization, type OrganizationSearchValues, organizationSearchSchema } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { actionErrorText, showActionError } from '../shared/action-error.ts';
import { organizationsStrings } from './strings.ts';

const strings = organizationsStrings;

interface UseOrganizationLinkOptions {
  licenseId: string;
  /** The version Cloud Settings read (its ETag), which the link is based on (If-Match). */
  ifMatch?: () => string | null;
  /** A link refused because the pack changed meanwhile (412): true when the caller took it (its dialog opens). */
  onStale?: (error: unknown, organization: Organization) => boolean;
  /** After the pack was linked. */
  onLinked: (organization: Organization) => void;
}

/**
 * Linking a pack to an organization, the administrators' two steps (spec §4 "Organization editing modes", §6 row 4):
 * search organizations by part of their name, then select one and confirm (YES/CANCEL). A refused link (the
 * organization renamed since the search) keeps the search, with the server's message.
 */
function useOrganizationLink({ licenseId, ifMatch, onStale, onLinked }: UseOrganizationLinkOptions) {
  const api = useConsoleApi();
  const form = useForm<OrganizationSearchValues>({
    mode: 'onSubmit',
    defaultValues: { name: '' },
    resolver: zodResolver(organizationSearchSchema),
  });
  const [selectedId, setSelectedId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const search = useMutation({
    mutationFn: (name: string) => api.organizations.organizationsForLinking(licenseId, name),
    onMutate: () => setSelectedId(''),
    onSuccess: (found) => {
      if (found.length === 1) setSelectedId(found[0]!.organizationId);
    },
    onError: (error) => {
      if (isApiError(error, 400)) form.setError('name', { message: actionErrorText(error) });
      else showActionError(strings.link, error);
    },
  });
  const found = search.data ?? null;
  const selected = found?.find((organization) => organization.organizationId === selectedId) ?? null;
  const link = useMutation({
    mutationFn: (organization: Organization) =>
      api.organizations.linkSelectedOrganization(licenseId, organization, ifMatch?.() ?? null),
    onSuccess: (organization) => {
      toast({ title: strings.link, description: organizationsStrings.organizationLinked, variant: 'success' });
      form.reset({ name: '' });
      search.reset();
      setSelectedId('');
      onLinked(organization);
    },
    onError: (error, organization) => {
      if (!onStale?.(error, organization)) showActionError(strings.link, error);
    },
  });

  return {
    register: form.register,
    searchError: form.formState.errors.name?.message,
    /** Step one: the organizations whose name contains the text. */
    submitSearch: form.handleSubmit(({ name }) => search.mutate(name)),
    searching: search.isPending,
    /** What the last search found (null: nothing searched yet), and the text it searched for. */
    found,
    searchedFor: search.variables ?? '',
    /** Step two: the organization chosen, then confirmed. */
    selectedId,
    select: setSelectedId,
    selected,
    confirming,
    askConfirm: () => setConfirming(selected !== null),
    cancelConfirm: () => setConfirming(false),
    confirm: () => {
      setConfirming(false);
      if (selected) link.mutate(selected);
    },
    linking: link.isPending,
    /** The link asked for again (Overwrite of a refused one), based on the version the refusal named. */
    relink: (organization: Organization) => link.mutate(organization),
  };
}

type OrganizationLinkController = ReturnType<typeof useOrganizationLink>;

export { type OrganizationLinkController, type UseOrganizationLinkOptions, useOrganizationLink };
