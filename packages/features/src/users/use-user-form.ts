import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CurrentUser,
  can,
  DEFAULT_PASSWORD_SETTINGS,
  evaluatePasswordPolicy,
  type User,
  type UserFormInput,
  type UserWrite,
  userFormSchema,
} from '@license-console/domain';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { showActionError } from '../shared/action-error.ts';
import { userKeys } from './queries.ts';
import { userFormStrings as strings } from './strings.ts';

/** Spec §2.10: My Profile (the signed-in user), Edit User (/user/Edit/{userId}) and the new user (/user/new). */
type UserFormMode = 'profile' | 'edit' | 'new';

/** The form's fields as typed. */
interface UserFormFields {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  countryCode: string;
  phone: string;
  magentoId: string;
  administrator: boolean;
  isManager: boolean;
  changePassword: boolean;
  password: string;
  repassword: string;
  currentPassword: string;
}

const EMPTY: UserFormFields = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  countryCode: '',
  phone: '',
  magentoId: '',
  administrator: false,
  isManager: false,
  changePassword: false,
  password: '',
  repassword: '',
  currentPassword: '',
};

/** A country's name in the browser's language, from its short name (the calls give only the short name). */
function countryName(shortName: string): string {
  try {
    return new Intl.DisplayNames(undefined, { type: 'region' }).of(shortName) ?? shortName;
  } catch {
    return shortName;
  }
}

function fieldsOf(user: User): UserFormFields {
  return {
    ...EMPTY,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    company: user.company ?? '',
    countryCode: user.countryCode ?? '',
    phone: user.phone ?? '',
    magentoId: user.magentoId ?? '',
    administrator: user.administrator,
    isManager: user.isManager,
  };
}

/** What the calls take: blanks as null, the password only while Change Password is on. */
function writeOf(values: UserFormFields, mode: UserFormMode): UserWrite {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    company: values.company.trim() || null,
    countryCode: values.countryCode || null,
    phone: values.countryCode ? values.phone.trim() || null : null,
    magentoId: values.magentoId.trim() || null,
    ...(mode === 'profile' ? {} : { administrator: values.administrator, isManager: values.isManager }),
    ...(mode === 'profile' && values.changePassword
      ? { password: values.password, repassword: values.repassword, currentPassword: values.currentPassword }
      : {}),
  };
}

interface UseUserFormOptions {
  mode: UserFormMode;
  /** The signed-in user: what they may edit (company, magentoId) and whether the administrators' forms open. */
  user: CurrentUser;
  /** The user an Edit User form loads. */
  userId?: string;
  /** After a new user or an Edit User save: the host goes back to the list. */
  onSaved?: (user: User) => void;
}

/**
 * Spec §5 "Profile / user form" for My Profile, Edit User and new user: names and e-mail required, a country
 * from GET /api/CountriesPhone required to save, the phone only with a country (cleared with it) and numeric, the
 * company editable per §6, magentoId and the roles for administrators; on My Profile the Change Password checkbox
 * reveals the current password, the new one and its retype under the live policy checklist (unchecking clears
 * them; the server checks the current one). A field the server refuses shows its message in place; nothing typed
 * is lost.
 */
function useUserForm({ mode, user, userId, onSaved }: UseUserFormOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const administrator = can(user, 'listUsers');
  const allowed = mode === 'profile' || administrator;

  const profile = useQuery({
    queryKey: mode === 'profile' ? userKeys.call('currentUserProfile') : userKeys.call('getUser', userId ?? ''),
    queryFn: () => (mode === 'profile' ? api.users.currentUserProfile() : api.users.getUser(userId ?? '')),
    enabled: allowed && mode !== 'new',
  });
  const countries = useQuery({
    queryKey: userKeys.call('countriesPhone'),
    queryFn: () => api.users.countriesPhone(),
    enabled: allowed,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const policyQuery = useQuery({
    queryKey: userKeys.call('passwordSettingsCurrentUser'),
    queryFn: () => api.users.passwordSettingsCurrentUser(),
    enabled: mode === 'profile',
  });
  const policy = policyQuery.data ?? DEFAULT_PASSWORD_SETTINGS;

  const resolver = useMemo(
    () => zodResolver(userFormSchema(policy, { ownAccount: mode === 'profile' })),
    [policy, mode],
  );
  const form = useForm<UserFormFields, unknown, UserFormInput>({
    mode: 'onTouched',
    defaultValues: EMPTY,
    resolver: resolver as never,
  });
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    if (profile.data && loaded.current !== profile.data.modifiedAt + profile.data.id) {
      loaded.current = profile.data.modifiedAt + profile.data.id;
      form.reset(fieldsOf(profile.data));
    }
  }, [profile.data, form]);

  const save = useMutation({
    mutationFn: (values: UserFormFields) => {
      const input = writeOf(values, mode);
      if (mode === 'profile') return api.users.updateProfile(input);
      if (mode === 'new') return api.users.createUser(input);
      return api.users.updateUser({ ...input, id: userId ?? '' });
    },
    onSuccess: async (saved, values) => {
      const emailChanged =
        mode === 'profile' && saved.pendingEmail != null && saved.pendingEmail === values.email.trim();
      toast({
        title: mode === 'profile' ? strings.profileTitle : strings.editTitle,
        description: mode === 'new' ? strings.created : emailChanged ? strings.profileUpdated : strings.updated,
        variant: 'success',
      });
      if (mode === 'profile') {
        queryClient.setQueryData(userKeys.call('currentUserProfile'), saved);
        form.reset({ ...fieldsOf(saved), email: saved.email });
      }
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      onSaved?.(saved);
    },
    onError: (error) => {
      const fields = isApiError(error) ? error.fields : undefined;
      const named = Object.entries(fields ?? {}).filter(([name]) => name in EMPTY);
      for (const [name, message] of named) form.setError(name as keyof UserFormFields, { message });
      if (named.length === 0) showActionError(mode === 'profile' ? strings.profileTitle : strings.editTitle, error);
    },
  });

  const countryCode = form.watch('countryCode');
  const changePassword = form.watch('changePassword');
  const password = form.watch('password');
  const { errors } = form.formState;
  const errorOf = (name: keyof UserFormFields) => errors[name]?.message;
  return {
    mode,
    allowed,
    loading: allowed && ((mode !== 'new' && profile.isPending) || countries.isPending),
    loadFailed: profile.isError || countries.isError,
    notFound: isApiError(profile.error, 404),
    pendingEmail: profile.data?.pendingEmail ?? null,
    countries: (countries.data ?? [])
      .map((country) => ({ value: country.shortName, label: `${countryName(country.shortName)} (+${country.code})` }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    dialCode: countries.data?.find((country) => country.shortName === countryCode)?.code ?? null,
    showsPhone: countryCode !== '',
    canEditCompany: mode !== 'profile' || can(user, 'editCompanyName'),
    canEditMagentoId: can(user, 'editMagentoId'),
    showsRoles: mode !== 'profile',
    showsChangePassword: mode === 'profile',
    changePassword,
    policyRules: evaluatePasswordPolicy(password, policy),
    /** Spec §2.10: the Password Settings link for isManager users, on My Profile. */
    showsPasswordSettingsLink: mode === 'profile' && user.isManager,
    register: form.register,
    errors: {
      firstName: errorOf('firstName'),
      lastName: errorOf('lastName'),
      email: errorOf('email'),
      company: errorOf('company'),
      countryCode: errorOf('countryCode'),
      phone: errorOf('phone'),
      magentoId: errorOf('magentoId'),
      password: errorOf('password'),
      repassword: errorOf('repassword'),
      currentPassword: errorOf('currentPassword'),
    },
    /** Spec §4: a phone number is cleared when no country is selected. */
    onCountryChange: (value: string) => {
      if (!value) form.setValue('phone', '');
    },
    /** Spec §4: unchecking Change Password clears the password fields. */
    onChangePasswordToggle: (checked: boolean) => {
      if (!checked) {
        form.setValue('password', '');
        form.setValue('repassword', '');
        form.setValue('currentPassword', '');
        form.clearErrors(['password', 'repassword', 'currentPassword']);
      }
    },
    submit: form.handleSubmit(
      () => save.mutate(form.getValues()),
      () => undefined,
    ),
    isSaving: save.isPending,
  };
}

type UserFormController = ReturnType<typeof useUserForm>;

export { type UserFormController, type UserFormFields, type UserFormMode, type UseUserFormOptions, useUserForm };
