import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CurrentUser,
  can,
  DEFAULT_PASSWORD_SETTINGS,
  evaluatePasswordPolicy,
  mayOpen,
  type User,
  type UserFormInput,
  type UserWrite,
  userFormSchema,
  userSchema,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { staleWriteOf, type Tagged } from '../api/versions.ts';
import { passwordSettingsKeys } from '../password-settings/index.ts';
import { useSaveError } from '../shared/save-error.ts';
import { differencesOf } from '../shared/stale-edit-dialog.tsx';
import { useStaleSave } from '../shared/stale-save.ts';
import { useKeptDraft } from '../shared/use-kept-draft.ts';
import { userKeys } from './queries.ts';
import { userFormStrings as strings } from './strings.ts';

/** Spec §2.10: My Profile (the signed-in user), Edit User (/user/Edit/{userId}) and the new user (/user/new). */
type UserFormMode = 'profile' | 'edit' | 'new';

/** The form's title, on its page and on what its saves report: My Profile, Add User or Edit User. */
function formTitle(mode: UserFormMode): string {
  return mode === 'profile' ? strings.profileTitle : mode === 'new' ? strings.newTitle : strings.editTitle;
}

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
  /** My Profile: the reminders before the person's packs end (on unless they turned them off). */
  expiryReminders: boolean;
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
  expiryReminders: true,
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
    expiryReminders: user.expiryReminders ?? true,
  };
}

/** What the stale-edit dialog compares: what the form shows of a user (the roles on Edit User only). */
const COMPARED_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'company',
  'countryCode',
  'phone',
  'magentoId',
  'administrator',
  'isManager',
] as const;
type ComparedField = (typeof COMPARED_FIELDS)[number];

function comparedText(fields: UserFormFields): Record<ComparedField, string> {
  const yesNo = (value: boolean) => (value ? messages.staleEdit.checked : messages.staleEdit.unchecked);
  return {
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    email: fields.email.trim(),
    company: fields.company.trim(),
    countryCode: fields.countryCode,
    phone: fields.countryCode ? fields.phone.trim() : '',
    magentoId: fields.magentoId.trim(),
    administrator: yesNo(fields.administrator),
    isManager: yesNo(fields.isManager),
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
    ...(mode === 'profile'
      ? { expiryReminders: values.expiryReminders }
      : { administrator: values.administrator, isManager: values.isManager }),
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

/** What the inactivity logout keeps of a typed user or profile: never a password. */
const KEPT_FIELDS = [...COMPARED_FIELDS, 'expiryReminders'] as const;

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
  const allowed = mode === 'profile' || mayOpen(user, 'userForm');

  // My Profile and Edit User read their user with the ETag their save sends back as If-Match.
  const readKey = mode === 'profile' ? userKeys.call('profileForEdit') : userKeys.call('userForEdit', userId ?? '');
  const tagged = useQuery({
    queryKey: readKey,
    queryFn: (): Promise<Tagged<User>> =>
      mode === 'profile' ? api.users.profileForEdit() : api.users.userForEdit(userId ?? ''),
    enabled: allowed && mode !== 'new',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const profile = {
    data: tagged.data?.value,
    isPending: tagged.isPending,
    isError: tagged.isError,
    error: tagged.error,
  };
  const countries = useQuery({
    queryKey: userKeys.call('countriesPhone'),
    queryFn: () => api.users.countriesPhone(),
    enabled: allowed,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const policyQuery = useQuery({
    queryKey: passwordSettingsKeys.call('passwordSettingsCurrentUser'),
    queryFn: () => api.passwordSettings.passwordSettingsCurrentUser(),
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
  const { etag, stale, setStale, overwriteStale, dismissStale } = useStaleSave<UserFormFields>((edit) =>
    save.mutate(edit),
  );
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    if (!tagged.data) return;
    // Read only when the form opens and after its own save or Reload: never a version the form has not shown.
    etag.current = tagged.data.etag;
    const data = tagged.data.value;
    if (loaded.current !== data.modifiedAt + data.id) {
      loaded.current = data.modifiedAt + data.id;
      form.reset(fieldsOf(data));
    }
  }, [tagged.data, form, etag]);

  const saveError = useSaveError();
  const save = useMutation({
    onMutate: saveError.clear,
    mutationFn: (values: UserFormFields) => {
      const input = writeOf(values, mode);
      if (mode === 'profile') return api.users.updateProfile(input, etag.current);
      if (mode === 'new') return api.users.createUser(input);
      return api.users.updateUser({ ...input, id: userId ?? '' }, etag.current);
    },
    onSuccess: async (saved, values) => {
      const emailChanged =
        mode === 'profile' && saved.pendingEmail != null && saved.pendingEmail === values.email.trim();
      toast({
        title: formTitle(mode),
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
    onError: (error, values) => {
      const refusal = staleWriteOf(error);
      if (refusal && mode !== 'new') {
        setStale({ refusal, mine: values });
        return;
      }
      const fields = isApiError(error) ? error.fields : undefined;
      const named = Object.entries(fields ?? {}).filter(([name]) => name in EMPTY);
      for (const [name, message] of named) form.setError(name as keyof UserFormFields, { message });
      if (named.length === 0) saveError.show(formTitle(mode), error);
    },
  });

  const staleCurrent = stale ? userSchema.safeParse(stale.refusal.current) : null;
  const compared = mode === 'profile' ? COMPARED_FIELDS.slice(0, -2) : COMPARED_FIELDS;
  const labels: Record<ComparedField, string> = {
    firstName: strings.firstName,
    lastName: strings.lastName,
    email: strings.email,
    company: strings.company,
    countryCode: strings.country,
    phone: strings.phone,
    magentoId: strings.magentoId,
    administrator: strings.administrator,
    isManager: strings.isManager,
  };
  const differences =
    stale && staleCurrent?.success
      ? differencesOf(compared, labels, comparedText(fieldsOf(staleCurrent.data)), comparedText(stale.mine))
      : [];

  const countryCode = form.watch('countryCode');
  const changePassword = form.watch('changePassword');
  const password = form.watch('password');
  const { errors, isDirty } = form.formState;
  // Typed and not saved (Add User, Edit User, My Profile): leaving the page asks first.
  useKeptDraft({
    key: `user-form:${mode}`,
    user,
    form,
    fields: KEPT_FIELDS,
    dirty: isDirty,
    ready: mode === 'new' || tagged.data !== undefined,
    title: formTitle(mode),
  });
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
    showsExpiryReminders: mode === 'profile',
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
    /** Why the last save failed, shown beside the form's buttons until the next save. */
    saveError: saveError.message,
    /** The stale-edit dialog: the refused save's last change and each field where it differs from the edit. */
    staleEdit: stale ? { changedBy: stale.refusal.changedBy, changedAt: stale.refusal.changedAt, differences } : null,
    /** Reload: the form shows the user as saved now, and saves on top of it; the edit is dropped. */
    reloadStale: () => {
      if (!stale) return;
      if (staleCurrent?.success) {
        const value = staleCurrent.data;
        loaded.current = value.modifiedAt + value.id;
        queryClient.setQueryData<Tagged<User>>(readKey, { value, etag: stale.refusal.etag });
        form.reset(fieldsOf(value));
      }
      etag.current = stale.refusal.etag;
      setStale(null);
      toast({ title: messages.staleEdit.reloaded, variant: 'success' });
    },
    overwriteStale,
    dismissStale,
  };
}

type UserFormController = ReturnType<typeof useUserForm>;

export {
  formTitle,
  type UserFormController,
  type UserFormFields,
  type UserFormMode,
  type UseUserFormOptions,
  useUserForm,
};
