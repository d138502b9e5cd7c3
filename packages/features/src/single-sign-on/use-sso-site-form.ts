import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CurrentUser,
  can,
  type SsoSite,
  type SsoSiteFormValues,
  ssoKeyExpiry,
  ssoSiteFormSchema,
} from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { showActionError } from '../shared/action-error.ts';
import { ssoSiteKeys } from './queries.ts';
import { ssoSiteFormStrings as strings } from './strings.ts';

/** The form's fields as typed; the private key exists on create only. */
interface SsoSiteFormFields {
  name: string;
  url: string;
  publicKey: string;
  privateKey: string;
}

const EMPTY: SsoSiteFormFields = { name: '', url: '', publicKey: '', privateKey: '' };

interface UseSsoSiteFormOptions {
  /** The signed-in user: only administrators open the form (spec §6). */
  user: CurrentUser;
  /** The site an edit loads (/single-sign-on/edit/{siteId}); a new site when absent. */
  siteId?: string;
  /** After a save: the host goes back to the list. */
  onSaved?: (site: SsoSite) => void;
}

/**
 * Spec §2.9 SSO site form at /single-sign-on/new and /single-sign-on/edit/{siteId}. New: Name, URL and the key pair
 * GET new supplied (the private key shown this once); edit: Name, URL and the site's fixed public key. The button
 * (Create or Update) stays disabled while the model is invalid; saved, 'Created' or 'Updated' shows and the host
 * returns to the list. A field the server refuses shows its message in place; nothing typed is lost.
 */
function useSsoSiteForm({ user, siteId, onSaved }: UseSsoSiteFormOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const allowed = can(user, 'manageSsoSites');
  const mode = siteId ? 'update' : 'create';

  const site = useQuery({
    queryKey: siteId ? ssoSiteKeys.call('getSsoSite', siteId) : ssoSiteKeys.call('newSsoSite'),
    queryFn: (): Promise<SsoSiteFormValues & Pick<SsoSite, 'previousKey'>> =>
      siteId ? api.singleSignOn.getSsoSite(siteId) : api.singleSignOn.newSsoSite(),
    enabled: allowed,
    // A new key pair for every visit to the new form, and never another one while the form is open.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: mode === 'create' ? 0 : undefined,
  });
  const resolver = useMemo(() => zodResolver(ssoSiteFormSchema(mode)), [mode]);
  const form = useForm<SsoSiteFormFields>({ mode: 'onChange', defaultValues: EMPTY, resolver: resolver as never });
  const loaded = useRef<SsoSiteFormValues | null>(null);
  useEffect(() => {
    if (site.data && loaded.current !== site.data) {
      loaded.current = site.data;
      const { name, url, publicKey, privateKey = '' } = site.data;
      // A site read again (its keys rotated) keeps what was typed meanwhile.
      form.reset({ name, url, publicKey, privateKey }, { keepDirtyValues: true });
    }
  }, [site.data, form]);

  const save = useMutation({
    mutationFn: (values: SsoSiteFormFields) => {
      const place = { name: values.name.trim(), url: values.url.trim(), publicKey: values.publicKey };
      return siteId
        ? api.singleSignOn.updateSsoSite({ id: siteId, ...place })
        : api.singleSignOn.createSsoSite({ ...place, privateKey: values.privateKey });
    },
    onSuccess: async (saved) => {
      toast({
        title: strings.title,
        description: mode === 'create' ? strings.created : strings.updated,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ssoSiteKeys.all });
      onSaved?.(saved);
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.fields : undefined;
      const named = Object.entries(fields ?? {}).filter(([name]) => name in EMPTY);
      for (const [name, message] of named) form.setError(name as keyof SsoSiteFormFields, { message });
      if (named.length === 0) showActionError(mode === 'create' ? strings.newTitle : strings.editTitle, error);
    },
  });

  const { errors, isValid } = form.formState;
  const previousKey = site.data?.previousKey;
  const errorOf = (name: keyof SsoSiteFormFields) => errors[name]?.message;
  return {
    mode,
    allowed,
    /** The site's id on edit: what the site names itself by. */
    siteId: siteId ?? null,
    loading: allowed && site.isPending,
    loadFailed: site.isError,
    notFound: isApiError(site.error, 404),
    /** Why the read failed when the server says (no SSO configured, say); null for the screen's own words. */
    loadError: isApiError(site.error, 503) ? site.error.message : null,
    retry: () => void site.refetch(),
    register: form.register,
    /** A rotation's former public key and its end while it is still valid, on edit; null otherwise. */
    previousKey: previousKey ? { publicKey: previousKey.publicKey, expiry: ssoKeyExpiry(previousKey.expiresAt) } : null,
    /** The keys as loaded: shown read-only, copied whole. */
    publicKey: form.watch('publicKey'),
    privateKey: form.watch('privateKey'),
    errors: {
      name: errorOf('name'),
      url: errorOf('url'),
      publicKey: errorOf('publicKey'),
      privateKey: errorOf('privateKey'),
    },
    /** Spec §2.9: the button is disabled while the model is invalid. */
    canSave: isValid && !save.isPending,
    submit: form.handleSubmit((values) => save.mutate(values)),
    isSaving: save.isPending,
  };
}

type SsoSiteFormController = ReturnType<typeof useSsoSiteForm>;

export { type SsoSiteFormController, type SsoSiteFormFields, type UseSsoSiteFormOptions, useSsoSiteForm };
