import { zodResolver } from '@hookform/resolvers/zod';
import {
  asUsDate,
  type CurrentUser,
  isValidUsDate,
  type License,
  type LicenseUsage,
  licenseRenewConflictSchema,
  licenseSchema,
  mayOpen,
  oneYearAfter,
  productFeatureDefaults,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { staleWriteOf } from '../api/versions.ts';
import { showActionError } from '../shared/action-error.ts';
import { useSaveError } from '../shared/save-error.ts';
import { type StaleEditDifference, whenText } from '../shared/stale-edit-dialog.tsx';
import { useStaleSave } from '../shared/stale-save.ts';
import { useKeptDraft } from '../shared/use-kept-draft.ts';
import { userKeys } from '../users/index.ts';
import type { LicenseWrite } from './api.ts';
import {
  COMPARED_FIELDS,
  fieldsOf,
  type LicenseFormFields,
  type LicenseFormMode,
  licenseFormFieldsSchema,
  newFields,
} from './license-form-fields.ts';
import { licenseKeys } from './queries.ts';
import { seatPlanStrings, licenseFormStrings as strings } from './strings.ts';
import { useLicenseFormProducts } from './use-license-form-products.ts';
import { useSeatPlan } from './use-seat-plan.ts';

const staleStrings = messages.staleEdit;

/** The compared fields' labels, as the form shows them. */
const FIELD_LABELS: Record<(typeof COMPARED_FIELDS)[number], string> = {
  email: strings.email,
  productId: strings.product,
  userCount: strings.numberOfLicenses,
  startDate: strings.startDate,
  endDate: strings.endDate,
  sharePointIntegration: strings.sharePointIntegration,
  advancedTemplate: strings.advancedTemplate,
};

/** How many users an administrator's e-mail may match as a search (the e-mail itself among them). */
const ADMINISTRATOR_MATCHES = 10;

/** What a refused renewal says (spec §8 'License Renew' dialog). */
interface RenewConflict {
  currentUserCount: number;
  renewUserCount: number;
}

interface UseLicenseFormOptions {
  mode: LicenseFormMode;
  /** The license of edit and renew. */
  encryptedLicenseId?: string;
  user: CurrentUser;
  /** Today (MM/DD/YYYY or a Date); the browser's day unless told. */
  today?: string | Date;
  /**
   * After a create, update, delete or renewal, with the pack as saved (null once deleted): the console goes back to
   * the list it came from and draws the pack out.
   */
  onDone?: (license: License | null) => void;
}

/** What the inactivity logout keeps of a typed license: every field (none of them a secret). */
const KEPT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'productId',
  'startDate',
  'endDate',
  'userCount',
  'sharePointIntegration',
  'advancedTemplate',
] as const satisfies readonly (keyof LicenseFormFields)[];

/**
 * The license form's controller (spec §2.5, §4, §5, §8): the defaults of each mode, the product's feature
 * defaults, the end date following the start, validation with the spec's messages, the calls, their toasts and the
 * 'License Renew' dialog. No markup.
 */
function useLicenseForm({ mode, encryptedLicenseId, user, today: todayInput, onDone }: UseLicenseFormOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const today = useMemo(() => asUsDate(todayInput ?? new Date()), [todayInput]);
  const allowed = mayOpen(user, mode === 'renew' ? 'licenseRenew' : mode === 'edit' ? 'licenseEdit' : 'licenseNew');

  // Read with its ETag: the save sends back the version the form showed, so another administrator's save since is
  // refused (412) instead of undone.
  const loadedQueryKey = licenseKeys.call('licenseForEdit', encryptedLicenseId ?? '');
  const loaded = useRef<string | null>(null);
  const loadedLicense = useQuery({
    queryKey: loadedQueryKey,
    queryFn: () => api.licenses.licenseForEdit(encryptedLicenseId ?? ''),
    enabled: allowed && mode !== 'new' && !!encryptedLicenseId,
    // Opened again, the form waits for the pack as it is now: a cached read is a version behind once a save was made
    // since, and saving on top of it would be refused as stale.
    refetchOnMount: 'always',
  });
  const license = {
    data: loadedLicense.isFetching && loaded.current === null ? undefined : loadedLicense.data?.value,
    isPending: loadedLicense.isPending || (loadedLicense.isFetching && loaded.current === null),
    isError: loadedLicense.isError,
  };

  const { productOptions, keyOf, productsFailed } = useLicenseFormProducts({
    enabled: allowed && mode !== 'renew',
    license: license.data,
  });

  // Raw: the form hands over its fields as typed; the save reads them as the calls want them.
  const resolver = useMemo(() => zodResolver(licenseFormFieldsSchema(), undefined, { raw: true }), []);
  const form = useForm<LicenseFormFields>({ mode: 'onChange', defaultValues: newFields(today), resolver });
  // The administrator's names, as Add License set them, shown on Edit and Renew (the pack names only the e-mail).
  const email = license.data?.name ?? '';
  const administrator = useQuery({
    queryKey: userKeys.call('searchUserPaged', { criteria: email, pageNumber: 1, pageSize: ADMINISTRATOR_MATCHES }),
    queryFn: () => api.users.searchUserPaged({ criteria: email, pageNumber: 1, pageSize: ADMINISTRATOR_MATCHES }),
    enabled: allowed && mode !== 'new' && email !== '',
    select: (rows) => rows.find((row) => row.email.toLowerCase() === email.toLowerCase()) ?? null,
  });
  const { etag, stale, setStale, overwriteStale, dismissStale } = useStaleSave<LicenseFormFields>((edit) =>
    save.mutate(edit),
  );
  // The pack whose fields the form shows (after its reset): until then its count is the new form's default.
  const [shownPack, setShownPack] = useState<string | null>(null);
  useEffect(() => {
    if (license.data && !administrator.isPending && loaded.current !== license.data.encryptedId) {
      loaded.current = license.data.encryptedId;
      etag.current = loadedLicense.data?.etag ?? null;
      form.reset({
        ...fieldsOf(license.data, mode),
        firstName: administrator.data?.firstName ?? '',
        lastName: administrator.data?.lastName ?? '',
      });
      setShownPack(license.data.encryptedId);
    }
  }, [license.data, loadedLicense.data, administrator.isPending, administrator.data, mode, form, etag]);

  const productId = Number(form.watch('productId')) || 0;
  const features = productFeatureDefaults(productId);

  // Number of Licenses below the pack's users: who gives a seat up, sent with the save (the seat-shrink plan).
  const plan = useSeatPlan({
    license: license.data,
    userCount: form.watch('userCount'),
    enabled: allowed && mode !== 'new' && shownPack !== null && shownPack === license.data?.encryptedId,
  });
  // The plan as confirmed: the fields, and the users chosen when the question was asked (the one the answer applies).
  const [confirmingPlan, setConfirmingPlan] = useState<{ values: LicenseFormFields; chosen: LicenseUsage[] } | null>(
    null,
  );

  const done = (title: string, saved: License | null, revoked: number) => {
    toast({ title, ...(revoked > 0 ? { description: seatPlanStrings.revoked(revoked) } : {}), variant: 'success' });
    // Marked stale, not re-read now: this form's own license may be gone (deleted); the list re-reads on return.
    void queryClient.invalidateQueries({ queryKey: licenseKeys.all, refetchType: 'none' });
    // The pack's users page and the planner share its users' read: revokes made here leave it out of date.
    if (revoked > 0) void queryClient.invalidateQueries({ queryKey: plan.queryKey, refetchType: 'none' });
    onDone?.(saved);
  };
  /** The pack's users changed under the form (a refused plan or count): its count and the planner's list read again. */
  const readSeatsAgain = () => {
    void loadedLicense.refetch();
    void queryClient.invalidateQueries({ queryKey: plan.queryKey });
  };
  const [renewConflict, setRenewConflict] = useState<RenewConflict | null>(null);
  const saveError = useSaveError();
  const save = useMutation({
    onMutate: saveError.clear,
    mutationFn: async (values: LicenseFormFields & { revokeUsageIds?: readonly string[] }) => {
      const userCount = Number(values.userCount);
      const seatPlan = values.revokeUsageIds ? { revokeUsageIds: [...values.revokeUsageIds] } : {};
      if (mode === 'renew') {
        return api.licenses.renewLicense(
          encryptedLicenseId ?? '',
          { startDate: values.startDate.trim(), endDate: values.endDate.trim(), userCount, ...seatPlan },
          etag.current,
        );
      }
      const id = Number(values.productId);
      const encryptedProductId = keyOf(id);
      if (!encryptedProductId) throw new Error(strings.productUnavailable);
      const locked = productFeatureDefaults(id);
      const body: LicenseWrite = {
        userCount,
        name: values.email.trim(),
        startDate: values.startDate.trim(),
        endDate: values.endDate.trim(),
        encryptedProductId,
        sharepointIntegration: locked.hidden || locked.disabled ? false : values.sharePointIntegration,
        advancedTemplate: locked.hidden || locked.disabled ? false : values.advancedTemplate,
        ...(values.firstName.trim() || values.lastName.trim()
          ? { names: { firstName: values.firstName.trim(), lastName: values.lastName.trim() } }
          : {}),
      };
      return mode === 'new'
        ? (await api.licenses.createLicense(body)).license
        : api.licenses.updateLicense(encryptedLicenseId ?? '', { ...body, ...seatPlan }, etag.current);
    },
    onSuccess: (saved, values) =>
      done(
        mode === 'new' ? strings.created : mode === 'edit' ? strings.updated : strings.renewed,
        saved,
        values.revokeUsageIds?.length ?? 0,
      ),
    onError: (error, values) => {
      const refusal = staleWriteOf(error);
      if (refusal && mode !== 'new') {
        setStale({ refusal, mine: values });
        return;
      }
      // Refused for the pack's users (assigned or revoked since the form read them): read them again.
      if (mode !== 'new' && (isApiError(error, 400) || isApiError(error, 409))) readSeatsAgain();
      const conflict = isApiError(error, 400) ? licenseRenewConflictSchema.safeParse(error.body) : null;
      if (mode === 'renew' && conflict?.success) {
        setRenewConflict({
          currentUserCount: conflict.data.currentUserCount,
          renewUserCount: conflict.data.renewUserCount,
        });
        return;
      }
      const title = mode === 'new' ? strings.titles.new : mode === 'edit' ? strings.titles.edit : strings.renewTitle;
      saveError.show(title, error);
    },
  });
  /** The form shows the pack as saved now (a refusal's record), and its next write is based on that version. */
  const showSaved = (saved: License, savedEtag: string) => {
    etag.current = savedEtag;
    queryClient.setQueryData(loadedQueryKey, { value: saved, etag: savedEtag });
    form.reset({
      ...fieldsOf(saved, mode),
      firstName: form.formState.defaultValues?.firstName ?? '',
      lastName: form.formState.defaultValues?.lastName ?? '',
    });
    void queryClient.invalidateQueries({ queryKey: licenseKeys.all, refetchType: 'none' });
  };
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const remove = useMutation({
    // Based on the version the form shows: a pack someone changed since is not deleted unseen (412).
    mutationFn: () => api.licenses.deleteLicense(encryptedLicenseId ?? '', etag.current),
    onSuccess: () => done(strings.deleted, null, 0),
    onError: (error) => {
      const refusal = staleWriteOf(error);
      const current = refusal ? licenseSchema.safeParse(refusal.current) : null;
      if (!refusal || !current?.success) {
        showActionError(strings.deleteTitle, error);
        return;
      }
      // Nothing was deleted: the form shows the pack as saved now, and a second Delete is based on it.
      showSaved(current.data, refusal.etag);
      toast({
        title: strings.deleteTitle,
        description: staleStrings.deleteRefused(refusal.changedBy ?? staleStrings.someone, whenText(refusal.changedAt)),
        variant: 'error',
      });
    },
  });

  const staleCurrent = stale ? licenseSchema.safeParse(stale.refusal.current) : null;
  const shown = (field: (typeof COMPARED_FIELDS)[number], value: string | boolean) => {
    if (typeof value === 'boolean') return value ? staleStrings.checked : staleStrings.unchecked;
    if (field === 'productId')
      return productOptions.find((option) => String(option.productId) === value)?.name ?? value;
    return value;
  };
  const differences: StaleEditDifference[] = [];
  if (stale && staleCurrent?.success) {
    const theirs = fieldsOf(staleCurrent.data, 'edit');
    for (const field of COMPARED_FIELDS) {
      const mine = typeof stale.mine[field] === 'string' ? String(stale.mine[field]).trim() : stale.mine[field];
      if (theirs[field] === mine) continue;
      differences.push({
        field,
        label: FIELD_LABELS[field],
        theirs: shown(field, theirs[field]),
        mine: shown(field, mine),
      });
    }
  }

  const { errors, isValid, isDirty } = form.formState;
  // Typed and not saved: leaving the page asks first, and the inactivity logout keeps it.
  useKeptDraft({
    key: `license-form:${mode}`,
    user,
    form,
    fields: KEPT_FIELDS,
    dirty: isDirty,
    ready: mode === 'new' || (license.data !== undefined && !administrator.isPending),
    title: mode === 'new' ? strings.titles.new : mode === 'edit' ? strings.titles.edit : strings.renewTitle,
  });
  const errorOf = (name: keyof LicenseFormFields) => errors[name]?.message;
  return {
    mode,
    allowed,
    // The form opens at once; the product list fills in when GET /api/products answers.
    loading: allowed && mode !== 'new' && (license.isPending || (email !== '' && administrator.isPending)),
    loadFailed: license.isError || productsFailed,
    license: license.data,
    products: productOptions.map(({ productId: id, name }) => ({ value: String(id), label: name })),
    features,
    register: form.register,
    errors: {
      email: errorOf('email'),
      firstName: errorOf('firstName'),
      lastName: errorOf('lastName'),
      productId: errorOf('productId'),
      startDate: errorOf('startDate'),
      endDate: errorOf('endDate'),
      userCount: errorOf('userCount'),
    },
    isValid,
    /** Spec §4: the product's feature defaults, applied as it changes. */
    onProductChange: (value: string) => {
      const next = productFeatureDefaults(Number(value) || 0);
      form.setValue('sharePointIntegration', next.sharePointIntegration);
      form.setValue('advancedTemplate', next.advancedTemplate);
    },
    /** Spec §4: a (valid) new start date moves the end date one year later. */
    onStartDateChange: (value: string) => {
      if (isValidUsDate(value)) form.setValue('endDate', oneYearAfter(value), { shouldValidate: true });
    },
    // A count below the pack's users asks first (the revokes cannot be undone), once exactly enough are chosen.
    submit: form.handleSubmit((values) => {
      if (!plan.active) save.mutate(values);
      else if (plan.ready) setConfirmingPlan({ values, chosen: plan.chosen });
    }),
    isSaving: save.isPending,
    /** Why the last save failed, shown beside the form's buttons until the next save. */
    saveError: saveError.message,
    renewConflict,
    closeRenewConflict: () => setRenewConflict(null),
    /** The seat-shrink planner: who gives a seat up when Number of Licenses goes below the pack's users. */
    seatPlan: plan,
    /** The users the open confirmation names (null: no confirmation open). */
    confirmingSeatPlan: confirmingPlan?.chosen ?? null,
    cancelSeatPlan: () => setConfirmingPlan(null),
    confirmSeatPlan: () => {
      if (confirmingPlan) {
        const revokeUsageIds = confirmingPlan.chosen.map((usage) => usage.cryptId);
        save.mutate({ ...confirmingPlan.values, revokeUsageIds });
      }
      setConfirmingPlan(null);
    },
    confirmingDelete,
    askDelete: () => setConfirmingDelete(true),
    cancelDelete: () => setConfirmingDelete(false),
    confirmDelete: () => {
      setConfirmingDelete(false);
      remove.mutate();
    },
    isDeleting: remove.isPending,
    /** The stale-edit dialog: the refused save's last change and each field where it differs from the edit. */
    staleEdit: stale ? { changedBy: stale.refusal.changedBy, changedAt: stale.refusal.changedAt, differences } : null,
    /** Reload: the form shows the pack as saved now, and saves on top of it; the edit is dropped. */
    reloadStale: () => {
      if (!stale) return;
      etag.current = stale.refusal.etag;
      if (staleCurrent?.success) showSaved(staleCurrent.data, stale.refusal.etag);
      else void queryClient.invalidateQueries({ queryKey: licenseKeys.all, refetchType: 'none' });
      setStale(null);
      toast({ title: staleStrings.reloaded, variant: 'success' });
    },
    overwriteStale,
    dismissStale,
  };
}

type LicenseFormController = ReturnType<typeof useLicenseForm>;

export {
  type LicenseFormController,
  type LicenseFormFields,
  type LicenseFormMode,
  licenseFormFieldsSchema,
  type UseLicenseFormOptions,
  useLicenseForm,
};
