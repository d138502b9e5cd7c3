import { zodResolver } from '@hookform/resolvers/zod';
import {
  SSO_KEY_OVERLAP_DAYS,
  type SsoKeyRotationValues,
  type SsoSite,
  type SsoSiteRotation,
  ssoKeyExpiry,
  ssoKeyRotationSchema,
} from '@license-console/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { showActionError } from '../shared/action-error.ts';
import { ssoSiteForEditKey, ssoSiteKeys } from './queries.ts';
import { ssoSiteKeyRotationStrings as strings } from './strings.ts';

interface UseSsoSiteKeyRotationOptions {
  /** The site whose keys rotate. */
  siteId: string;
  /** After a rotation: the site with its new public key and its former one (never the private key). */
  onRotated?: (site: SsoSite) => void;
}

const DEFAULTS: SsoKeyRotationValues = { overlapDays: SSO_KEY_OVERLAP_DAYS.default };

/**
 * The key rotation of an SSO site (beyond the spec): a dialog asks the overlap (1 to 30 days, 7 first, checked by
 * the domain's `ssoKeyRotationSchema`); Rotate asks the server for a new pair, then the dialog shows the new keys,
 * the private one this once, until Done. The site's read and the list learn the new keys at once. No markup.
 */
function useSsoSiteKeyRotation({ siteId, onRotated }: UseSsoSiteKeyRotationOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const form = useForm<SsoKeyRotationValues>({
    mode: 'onChange',
    defaultValues: DEFAULTS,
    resolver: zodResolver(ssoKeyRotationSchema),
  });

  const rotate = useMutation({
    mutationFn: ({ overlapDays }: SsoKeyRotationValues) => api.singleSignOn.rotateSsoSiteKeys(siteId, overlapDays),
    onSuccess: async ({ privateKey: _shownInTheDialogOnly, ...site }: SsoSiteRotation) => {
      queryClient.setQueryData(ssoSiteKeys.call('getSsoSite', siteId), site);
      // The rotation made a new version of the site: the edit form reads it again (its ETag with it), so its save
      // is based on the rotated site and what was typed meanwhile stays.
      await queryClient.invalidateQueries({ queryKey: ssoSiteForEditKey(siteId) });
      onRotated?.(site);
      await queryClient.invalidateQueries({ queryKey: ssoSiteKeys.call('listSsoSites') });
    },
    onError: (error) => {
      const message = isApiError(error) ? error.fields?.overlapDays : undefined;
      if (message) form.setError('overlapDays', { message });
      else showActionError(strings.title, error);
    },
  });

  const rotation = rotate.data ?? null;
  return {
    open,
    /** Opens the dialog, or closes it and forgets the new private key it showed. */
    setOpen: (next: boolean) => {
      setOpen(next);
      if (!next) {
        rotate.reset();
        form.reset(DEFAULTS);
      }
    },
    register: form.register,
    overlapError: form.formState.errors.overlapDays?.message,
    canRotate: form.formState.isValid && !rotate.isPending,
    submit: form.handleSubmit((values) => rotate.mutate(values)),
    isRotating: rotate.isPending,
    /** The answer of the rotation: its new private key is shown until the dialog closes, then never again. */
    rotation,
    /** When the former key stops being valid, as shown. */
    previousKeyExpiry: rotation?.previousKey ? ssoKeyExpiry(rotation.previousKey.expiresAt) : null,
  };
}

type SsoSiteKeyRotationController = ReturnType<typeof useSsoSiteKeyRotation>;

export { type SsoSiteKeyRotationController, type UseSsoSiteKeyRotationOptions, useSsoSiteKeyRotation };
