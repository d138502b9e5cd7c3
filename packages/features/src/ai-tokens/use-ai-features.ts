import { zodResolver } from '@hookform/resolvers/zod';
import { aiTokenLimitSchema, type License, type LicenseUsageSettings } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { licenseKeys } from '../licenses/index.ts';
import { showActionError } from '../shared/action-error.ts';
import { aiTokensStrings } from './strings.ts';

const strings = aiTokensStrings;

type AiTokenLimitFields = z.input<typeof aiTokenLimitSchema>;

/** The limit as its text box holds it: empty when the pack has none. */
const limitText = (license: License): AiTokenLimitFields => ({
  limitTokens: license.aiGatewayLimitTokens === null ? '' : String(license.aiGatewayLimitTokens),
});

interface UseAiFeaturesOptions {
  licenseId: string;
  /** What the server grants the caller (spec §6 row 10): administrators edit the limit, managers view it. */
  access: Exclude<LicenseUsageSettings['aiFeatures'], 'none'>;
  /** After the limit was saved. */
  onSaved?: () => void;
}

/**
 * The AI Features dialog's controller (spec §2.7, §3 aiGateway*, §5, §6 rows 4 and 10): the pack's input and output
 * token counts and its limit, read afresh; an administrator edits the limit as text (a whole number, 0 or more) and
 * saves it through PUT api/Tokens/UpdateDetails/{licenseId}. A refused limit keeps what was typed, with the
 * server's message on the field.
 */
function useAiFeatures({ licenseId, access, onSaved }: UseAiFeaturesOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const queryKey = licenseKeys.call('licenseByEncryptedId', licenseId);
  const license = useQuery({ queryKey, queryFn: () => api.licenses.licenseByEncryptedId(licenseId) });
  const form = useForm<AiTokenLimitFields, unknown, z.output<typeof aiTokenLimitSchema>>({
    mode: 'onTouched',
    defaultValues: { limitTokens: '' },
    // The limit as read, until the administrator types another.
    values: license.data ? limitText(license.data) : undefined,
    resetOptions: { keepDirtyValues: true },
    resolver: zodResolver(aiTokenLimitSchema),
  });
  const save = useMutation({
    mutationFn: (limitTokens: number) => api.aiTokens.updateTokenDetails(licenseId, limitTokens),
    onSuccess: async (changed) => {
      queryClient.setQueryData(queryKey, changed);
      toast({ title: aiTokensStrings.aiFeatures, description: strings.saved, variant: 'success' });
      onSaved?.();
      await queryClient.invalidateQueries({ queryKey: licenseKeys.all });
    },
    onError: (error) => {
      const message = isApiError(error, 400) ? error.fields?.LimitTokens : undefined;
      if (message) form.setError('limitTokens', { message });
      else showActionError(aiTokensStrings.aiFeatures, error);
    },
  });

  return {
    editable: access === 'edit',
    state: license.isError ? ('failed' as const) : license.data ? ('ready' as const) : ('loading' as const),
    retry: () => void license.refetch(),
    inputTokens: license.data?.aiGatewayInputTokens ?? null,
    outputTokens: license.data?.aiGatewayOutputTokens ?? null,
    limitTokens: license.data?.aiGatewayLimitTokens ?? null,
    register: form.register,
    error: form.formState.errors.limitTokens?.message,
    submit: form.handleSubmit(({ limitTokens }) => save.mutate(limitTokens)),
    saving: save.isPending,
  };
}

type AiFeaturesController = ReturnType<typeof useAiFeatures>;

export { type AiFeaturesController, type UseAiFeaturesOptions, useAiFeatures };
