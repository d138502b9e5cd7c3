import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ApiToken,
  type ApiTokenCreate,
  type ApiTokenCreated,
  apiTokenCreateSchema,
  type CurrentUser,
  apiTokenMessages as strings,
  tokenRolesFor,
} from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { showActionError } from '../shared/action-error.ts';
import { apiTokenKeys } from './queries.ts';

type ApiTokenFormValues = ApiTokenCreate;

const FORM_FIELDS = ['name', 'expiresInDays', 'role'] as const;

/**
 * The API tokens of My Profile: the list (GET /api/ApiTokens), the create dialog (name, expiry, role; checked by the
 * domain's `apiTokenCreateSchema`) that shows the new token this once, and revoke after a question. No markup.
 */
function useApiTokens({ user }: { user: CurrentUser }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const roles = tokenRolesFor(user);
  const defaults: ApiTokenFormValues = { name: '', expiresInDays: 30, role: roles[0]! };
  const [open, setOpen] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const form = useForm<ApiTokenFormValues>({ defaultValues: defaults, resolver: zodResolver(apiTokenCreateSchema) });

  const list = useQuery({ queryKey: apiTokenKeys.call('listApiTokens'), queryFn: () => api.apiTokens.listApiTokens() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all });
  const create = useMutation({
    mutationFn: (values: ApiTokenFormValues) => api.apiTokens.createApiToken(values),
    onSuccess: () => refresh(),
    onError: (error) => {
      const fields = isApiError(error, 400) ? error.fields : undefined;
      const field = FORM_FIELDS.find((name) => fields?.[name]);
      if (field) form.setError(field, { message: fields?.[field] });
      else showActionError(strings.create, error);
    },
  });
  const revoke = useMutation({
    mutationFn: (token: ApiToken) => api.apiTokens.revokeApiToken(token.id),
    onSuccess: (_answer, token) => toast({ title: token.name, description: strings.revoked, variant: 'success' }),
    onError: (error) => showActionError(strings.revoke, error),
    onSettled: () => refresh(),
  });

  return {
    rows: list.data ?? [],
    loading: list.isPending,
    loadFailed: list.isError,
    reload: () => void list.refetch(),
    /** The roles the form offers: the user's own and every lower one. */
    roles,
    open,
    /** Opens the create dialog, or closes it and forgets the token it showed. */
    setOpen: (next: boolean) => {
      setOpen(next);
      if (!next) {
        create.reset();
        form.reset(defaults);
      }
    },
    register: form.register,
    errors: {
      name: form.formState.errors.name?.message,
      expiresInDays: form.formState.errors.expiresInDays?.message,
      role: form.formState.errors.role?.message,
    },
    submit: form.handleSubmit((values) => create.mutate(values)),
    creating: create.isPending,
    /** The answer of the create: its token is shown until the dialog closes, then never again. */
    created: (create.data ?? null) as ApiTokenCreated | null,
    /** The token whose revoke is being asked about. */
    revoking,
    askRevoke: setRevoking,
    confirmRevoke: () => {
      if (revoking) revoke.mutate(revoking);
      setRevoking(null);
    },
    revokingId: revoke.isPending ? (revoke.variables?.id ?? null) : null,
  };
}

type ApiTokensController = ReturnType<typeof useApiTokens>;

export { type ApiTokenFormValues, type ApiTokensController, useApiTokens };
