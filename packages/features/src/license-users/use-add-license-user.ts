import { zodResolver } from '@hookform/resolvers/zod';
import { type AddUserValues, addUserSchema, assignErrorMessage, defaultRole, type Role } from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { licenseKeys } from '../licenses/queries.ts';
import { actionErrorText } from '../shared/action-error.ts';
import { licenseUserKeys } from './queries.ts';
import { licenseUsersStrings as strings } from './strings.ts';

/** The add-user row as typed; the role is chosen apart, and only when the pack shows roles. */
interface AddUserFields {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
}

const EMPTY: AddUserFields = { email: '', firstName: '', lastName: '', roleId: '' };
const resolver = zodResolver(addUserSchema.omit({ roleId: true }));

/** Whether an error answer carried a body: without one, spec §8 has its own words. */
function hasBody(body: unknown): boolean {
  return body !== undefined && body !== null && !(typeof body === 'string' && body.trim() === '');
}

/**
 * Spec §8: a refused assignment reads "Email:'{email}' - {server message}", or the already-assigned message when the
 * answer had no body; a request that got no answer says so after the e-mail too.
 */
function assignRefusalText(email: string, error: unknown): string {
  if (isApiError(error)) return assignErrorMessage(email, hasBody(error.body) ? error.message : null);
  return assignErrorMessage(email, actionErrorText(error));
}

interface UseAddLicenseUserOptions {
  licenseId: string;
  /** The pack's roles (empty when it shows none). */
  roles: readonly Role[];
  canShowRoles: boolean;
}

/**
 * Spec §2.7/§5 add-user row: email, first name and last name with the §5 messages, the role (the second of the list
 * first) only when the pack shows roles; Add User stays disabled until the row is valid. The pack is read afresh
 * (PUT api/Licenses/encrypted/{id}) before the assignment, as spec §7 has it. While an assignment is under way it
 * counts as a used seat (`pendingCount`); a refusal gives the seat back and says why under 'Usage Error'.
 */
function useAddLicenseUser({ licenseId, roles, canShowRoles }: UseAddLicenseUserOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const form = useForm<AddUserFields, unknown, AddUserValues>({
    mode: 'onTouched',
    defaultValues: EMPTY,
    resolver: resolver as never,
  });
  const initialRole = canShowRoles ? (defaultRole(roles)?.id ?? '') : '';
  const { setValue, getValues } = form;
  // The roles arrive after the list: the row then preselects the second one (spec §5).
  useEffect(() => {
    if (initialRole && !getValues('roleId')) setValue('roleId', initialRole);
  }, [initialRole, getValues, setValue]);

  const [addedId, setAddedId] = useState<string | null>(null);
  const assign = useMutation({
    mutationFn: async (values: AddUserValues & { roleId: string }) => {
      await api.licenseUsers.prepareLicenseForAssign(licenseId);
      return api.licenseUsers.assignLicenseUsage(licenseId, {
        accountName: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        ...(canShowRoles && values.roleId ? { encryptedRoleId: values.roleId } : {}),
      });
    },
    onSuccess: async (usage) => {
      toast({ title: strings.title, description: strings.added, variant: 'success' });
      form.reset({ ...EMPTY, roleId: initialRole });
      // After the reset has settled: the next user starts at the e-mail.
      setTimeout(() => form.setFocus('email'));
      setAddedId(usage.cryptId);
      // Still pending until the list holds the new user, so the used count never dips in between.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: licenseUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: licenseKeys.all }),
      ]);
    },
    onError: (error, values) => {
      if (isApiError(error) && error.handled) return;
      toast({ title: strings.usageError, description: assignRefusalText(values.email, error), variant: 'error' });
    },
  });

  const { errors, isValid } = form.formState;
  return {
    form,
    errors,
    roles,
    canShowRoles,
    canAdd: isValid && !assign.isPending,
    adding: assign.isPending,
    /** Seats the assignments under way hold: the used count rises at once and falls back on a refusal. */
    pendingCount: assign.isPending ? 1 : 0,
    /** The user just added, drawn out in the table. */
    addedId,
    submit: form.handleSubmit((values) => {
      if (!assign.isPending) assign.mutate({ ...values, roleId: getValues('roleId') });
    }),
  };
}

type AddLicenseUserController = ReturnType<typeof useAddLicenseUser>;

export { type AddLicenseUserController, type AddUserFields, assignRefusalText, useAddLicenseUser };
