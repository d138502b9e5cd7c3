import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CurrentUser,
  mayOpen,
  type SsoSite,
  type SsoSiteFormValues,
  ssoKeyExpiry,
  ssoSiteFormSchema,
  ssoSiteSchema,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { staleWriteOf, type Tagged } from '../api/versions.ts';
import { useSaveError } from '../shared/save-error.ts';
import { differencesOf } from '../shared/stale-edit-dialog.tsx';
import { useStaleSave } from '../shared/stale-save.ts';
import { useKeptDraft } from '../shared/use-kept-draft.ts';
import { ssoSiteForEditKey, ssoSiteKeys } from './queries.ts';
import { ssoSiteFormStrings as strings } from './strings.ts';

/** The form's fields as typed; the private key exists on create only. */
interface SsoSiteFormFields {
  name: string;
  url: string;
  publicKey: string;
  privateKey: string;
}

const EMPTY: SsoSiteFormFields = { name: '', url: '', publicKey: '', privateKey: '' };

/** What the stale-edit dialog compares: the key pair is no one's edit (a rotation changes it, never the form). */
const COMPARED_FIELDS = ['name', 'url'] as const;
type ComparedField = (typeof COMPARED_FIELDS)[number];
const comparedText = (site: Pick<SsoSiteFormFields, ComparedField>): Record<ComparedField, string> => ({
  name: site.name.trim(),
  url: site.url.trim(),
});

/** The form's read: on edit the site with the ETag its save sends back (If-Match); the new form has none. */
type LoadedSite = Tagged<SsoSiteFormValues & Pick<SsoSite, 'previousKey'>>;

interface UseSsoSiteFormOptions {
  /** The signed-in user: only administrators open the form (spec §6). */
  user: CurrentUser;
  /** The site an edit loads (/single-sign-on/edit/{siteId}); a new site when absent. */
  siteId?: string;
  /** After a save: the host goes back to the list. */
  onSaved?: (site: SsoSite) => void;
}

/** What the inactivity logout keeps of a typed site: its name and URL, never a key. */
const KEPT_FIELDS = ['name', 'url'] as const satisfies readonly (keyof SsoSiteFormFields)[];

/**
 * Spec §2.9 SSO site form at /single-sign-on/new and /single-sign-on/edit/{siteId}. New: Name, URL and the key pair
 * GET new supplied (the private key shown this once); edit: Name, URL and the site's fixed public key. The button
 * (Create or Update) stays disabled while the model is invalid; saved, 'Created' or 'Updated' shows and the host
 * returns to the list. A field the server refuses shows its message in place; nothing typed is lost.
 */
function useSsoSiteForm({ user, siteId, onSaved }: UseSsoSiteFormOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const allowed = mayOpen(user, 'ssoSites');
  const mode = siteId ? 'update' : 'create';

  const tagged = useQuery({
    queryKey: siteId ? ssoSiteForEditKey(siteId) : ssoSiteKeys.call('newSsoSite'),
    queryFn: async (): Promise<LoadedSite> =>
      siteId ? api.singleSignOn.ssoSiteForEdit(siteId) : { value: await api.singleSignOn.newSsoSite(), etag: null },
    enabled: allowed,
    // A new key pair for every visit to the new form, and never another one while the form is open.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: mode === 'create' ? 0 : undefined,
  });
  const site = { data: tagged.data?.value, isPending: tagged.isPending, isError: tagged.isError, error: tagged.error };
  const resolver = useMemo(() => zodResolver(ssoSiteFormSchema(mode)), [mode]);
  const form = useForm<SsoSiteFormFields>({ mode: 'onChange', defaultValues: EMPTY, resolver: resolver as never });
  const { etag, stale, setStale, overwriteStale, dismissStale } = useStaleSave<SsoSiteFormFields>((edit) =>
    save.mutate(edit),
  );
  const loaded = useRef<SsoSiteFormValues | null>(null);
  useEffect(() => {
    if (tagged.data && loaded.current !== tagged.data.value) {
      loaded.current = tagged.data.value;
      etag.current = tagged.data.etag;
      const { name, url, publicKey, privateKey = '' } = tagged.data.value;
      // A site read again (its keys rotated) keeps what was typed meanwhile.
      form.reset({ name, url, publicKey, privateKey }, { keepDirtyValues: true });
    }
  }, [tagged.data, form, etag]);

  const saveError = useSaveError();
  const save = useMutation({
    onMutate: saveError.clear,
    mutationFn: (values: SsoSiteFormFields) => {
      const place = { name: values.name.trim(), url: values.url.trim(), publicKey: values.publicKey };
      return siteId
        ? api.singleSignOn.updateSsoSite({ id: siteId, ...place }, etag.current)
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
    onError: (error, values) => {
      const refusal = staleWriteOf(error);
      if (refusal && mode === 'update') {
        const current = ssoSiteSchema.safeParse(refusal.current);
        // The key pair is the site's, not the edit's: Overwrite sends the one the site has now (rotated, maybe).
        setStale({ refusal, mine: current.success ? { ...values, publicKey: current.data.publicKey } : values });
        return;
      }
      const fields = isApiError(error) ? error.fields : undefined;
      const named = Object.entries(fields ?? {}).filter(([name]) => name in EMPTY);
      for (const [name, message] of named) form.setError(name as keyof SsoSiteFormFields, { message });
      if (named.length === 0) saveError.show(mode === 'create' ? strings.newTitle : strings.editTitle, error);
    },
  });
  const staleCurrent = stale ? ssoSiteSchema.safeParse(stale.refusal.current) : null;
  const labels: Record<ComparedField, string> = { name: strings.name, url: strings.url };
  const differences =
    stale && staleCurrent?.success
      ? differencesOf(COMPARED_FIELDS, labels, comparedText(staleCurrent.data), comparedText(stale.mine))
      : [];

  const { errors, isValid, isDirty } = form.formState;
  // Typed and not saved: leaving the page asks first, and the inactivity logout keeps the name and URL.
  useKeptDraft({
    key: `sso-site-form:${mode}`,
    user,
    form,
    fields: KEPT_FIELDS,
    dirty: isDirty,
    ready: tagged.data !== undefined,
    title: mode === 'create' ? strings.newTitle : strings.editTitle,
  });
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
    retry: () => void tagged.refetch(),
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
    /** The fields pass their checks: the form's primary button can be pressed (unless a save is under way). */
    isValid,
    submit: form.handleSubmit((values) => save.mutate(values)),
    isSaving: save.isPending,
    /** Why the last save failed, shown beside the form's buttons until the next save. */
    saveError: saveError.message,
    /** The stale-edit dialog: the refused save's last change and each field where it differs from the edit. */
    staleEdit: stale ? { changedBy: stale.refusal.changedBy, changedAt: stale.refusal.changedAt, differences } : null,
    /** Reload: the form shows the site as saved now, and saves on top of it; the edit is dropped. */
    reloadStale: () => {
      if (!stale || !siteId) return;
      if (staleCurrent?.success) {
        const value = staleCurrent.data;
        loaded.current = value;
        queryClient.setQueryData<LoadedSite>(ssoSiteForEditKey(siteId), { value, etag: stale.refusal.etag });
        form.reset({ name: value.name, url: value.url, publicKey: value.publicKey, privateKey: '' });
      }
      etag.current = stale.refusal.etag;
      setStale(null);
      toast({ title: messages.staleEdit.reloaded, variant: 'success' });
    },
    overwriteStale,
    dismissStale,
  };
}

type SsoSiteFormController = ReturnType<typeof useSsoSiteForm>;

export { type SsoSiteFormController, type SsoSiteFormFields, type UseSsoSiteFormOptions, useSsoSiteForm };
