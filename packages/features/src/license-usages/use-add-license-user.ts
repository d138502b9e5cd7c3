import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AddUserValues,
  addUserSchema,
  assignErrorMessage,
  defaultRole,
  type OrganizationConflict,
  organizationConflictOf,
  type Role,
} from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod/mini';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { licenseKeys } from '../licenses/index.ts';
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
const resolver = zodResolver(z.omit(addUserSchema, { roleId: true }));

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

/** The row as it was sent, its role apart. */
type AddedUser = AddUserValues & { roleId: string };

/** The organization dialog's answer (spec §4): YES on the first moves the user, YES on the second the pack. */
const OPTION_OF: Readonly<Record<OrganizationConflict, 'user' | 'license'>> = {
  updateUserOrganization: 'user',
  updateLicenseOrganization: 'license',
};

/** An organization dialog the row waits on: which one, the row as sent, and the pack's organization it is about. */
interface OrganizationQuestion {
  conflict: OrganizationConflict;
  values: AddedUser;
  organizationId: string;
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
 * counts as a used seat (`pendingCount`); a refusal gives the seat back and says why under 'Usage Error'. A refusal
 * with an organization-conflict message (spec §4, §8) asks instead: 'User is part of other organization' YES/CANCEL,
 * '…organization2' YES/NO; YES sends the row again through the same assignment, with the answer (`question`).
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
  const [question, setQuestion] = useState<OrganizationQuestion | null>(null);
  /** The pack's organization as read before the first attempt: what a dialog that follows is about. */
  const packOrganization = useRef<string | null>(null);
  const assign = useMutation({
    mutationFn: async ({ values, answer }: { values: AddedUser; answer?: OrganizationQuestion }) => {
      const assignment = {
        accountName: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        ...(canShowRoles && values.roleId ? { encryptedRoleId: values.roleId } : {}),
      };
      if (answer) {
        return api.licenseUsages.assignWithOrganization(licenseId, answer.organizationId, {
          ...assignment,
          licenseCryptId: licenseId,
          updateUserOrganizationOption: OPTION_OF[answer.conflict],
        });
      }
      packOrganization.current = (await api.licenseUsages.prepareLicenseForAssign(licenseId)).encryptedOrganizationId;
      return api.licenseUsages.assignLicenseUsage(licenseId, assignment);
    },
    onSuccess: async (usage, { answer }) => {
      // Added through an organization dialog's YES (spec §4), the user was assigned anew: §8's own words for it.
      toast({ title: strings.title, description: answer ? strings.assigned : strings.added, variant: 'success' });
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
    onError: (error, { values, answer }) => {
      if (isApiError(error) && error.handled) return;
      const conflict = isApiError(error, 400) ? organizationConflictOf(error.message) : null;
      const organizationId = answer?.organizationId ?? packOrganization.current;
      if (conflict && organizationId) {
        setQuestion({ conflict, values, organizationId });
        return;
      }
      toast({ title: strings.usageError, description: assignRefusalText(values.email, error), variant: 'error' });
    },
  });
  // The other organization's name, when the server tells it, for the dialog's question.
  const theirs = useQuery({
    queryKey: licenseUserKeys.call('userWithOrganization', licenseId, question?.organizationId, question?.values.email),
    queryFn: () =>
      api.licenseUsages.userWithOrganization(licenseId, {
        organizationId: question!.organizationId,
        email: question!.values.email,
      }),
    enabled: question !== null,
    retry: false,
  });

  const { errors, isValid } = form.formState;
  const typedText = useWatch({ control: form.control, name: ['email', 'firstName', 'lastName'] });
  return {
    form,
    errors,
    roles,
    canShowRoles,
    canAdd: isValid && !assign.isPending,
    adding: assign.isPending,
    /** Something is typed in the row: from then on, why Add User cannot be pressed yet is shown, not only told. */
    typed: typedText.some((text) => text !== ''),
    /** Seats the assignments under way hold: the used count rises at once and falls back on a refusal. */
    pendingCount: assign.isPending ? 1 : 0,
    /** The user just added, drawn out in the table. */
    addedId,
    submit: form.handleSubmit((values) => {
      if (!assign.isPending) assign.mutate({ values: { ...values, roleId: getValues('roleId') } });
    }),
    /** The organization dialog the row waits on (spec §4), with the other organization's name when known. */
    question: question && {
      conflict: question.conflict,
      email: question.values.email,
      organizationName: theirs.data?.organizationName ?? null,
    },
    /** YES: the row again, with the answer; the seat is counted again while it is under way. */
    answerQuestion: () => {
      if (!question || assign.isPending) return;
      setQuestion(null);
      assign.mutate({ values: question.values, answer: question });
    },
    /** CANCEL or NO: nothing is assigned; the row keeps what was typed. */
    declineQuestion: () => {
      setQuestion(null);
      setTimeout(() => form.setFocus('email'));
    },
  };
}

type AddLicenseUserController = ReturnType<typeof useAddLicenseUser>;

export { type AddLicenseUserController, type AddUserFields, assignRefusalText, useAddLicenseUser };
