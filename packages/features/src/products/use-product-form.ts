import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CurrentUser,
  INT32_MAX,
  mayOpen,
  type Product,
  type ProductDraft,
  productFormSchema,
  productSchema,
  type Sku,
  type SkuAddInput,
  skuAddSchema,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { toast } from '@license-console/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { useConsoleApi } from '../api/console-api-provider.tsx';
import { isApiError } from '../api/errors.ts';
import { staleWriteOf } from '../api/versions.ts';
import { useSaveError } from '../shared/save-error.ts';
import { differencesOf } from '../shared/stale-edit-dialog.tsx';
import { useStaleSave } from '../shared/stale-save.ts';
import { useKeptDraft } from '../shared/use-kept-draft.ts';
import { productKeys } from './queries.ts';
import { productFormStrings as strings } from './strings.ts';

/** The product form's fields as typed; the numbers are text until saved (spec §5 "AI token limit": as text). */
interface ProductFormFields {
  productId: string;
  name: string;
  lastVersion: string;
  downloadLink: string;
  mainProgram: string;
  shopifyAlias: string;
  limitTokens: string;
}

const EMPTY: ProductFormFields = {
  productId: '',
  name: '',
  lastVersion: '',
  downloadLink: '',
  mainProgram: '',
  shopifyAlias: '',
  limitTokens: '',
};

const wholeNumberText = (minimum: number, maximum: number) =>
  z.string().check(
    z.trim(),
    z.refine((text) => text === '' || (/^\d+$/.test(text) && Number(text) >= minimum && Number(text) <= maximum), {
      error: messages.bounds.wholeNumber(minimum, maximum),
    }),
  );

/** The domain's product form rules over the typed fields: the same messages the server answers. */
const fieldsSchema = z.extend(z.omit(productFormSchema, { productSkus: true, limitTokens: true }), {
  productId: wholeNumberText(1, INT32_MAX),
  limitTokens: wholeNumberText(0, Number.MAX_SAFE_INTEGER),
});

function fieldsOf(product: Product): ProductFormFields {
  return {
    productId: String(product.productId),
    name: product.name,
    lastVersion: product.lastVersion ?? '',
    downloadLink: product.downloadLink ?? '',
    mainProgram: product.mainProgram ?? '',
    shopifyAlias: product.shopifyAlias ?? '',
    limitTokens: product.limitTokens === null ? '' : String(product.limitTokens),
  };
}

function draftOf(values: ProductFormFields, skus: readonly Sku[]): ProductDraft {
  return {
    ...(values.productId.trim() ? { productId: Number(values.productId.trim()) } : {}),
    name: values.name.trim(),
    lastVersion: values.lastVersion.trim(),
    downloadLink: values.downloadLink.trim(),
    mainProgram: values.mainProgram.trim(),
    shopifyAlias: values.shopifyAlias.trim(),
    limitTokens: values.limitTokens.trim() ? Number(values.limitTokens.trim()) : null,
    productSkus: [...skus],
  };
}

/** The fields the stale-edit dialog compares, the SKUs as one line each. */
const COMPARED_FIELDS = [
  'name',
  'lastVersion',
  'downloadLink',
  'mainProgram',
  'shopifyAlias',
  'limitTokens',
  'productSkus',
] as const;
type ComparedField = (typeof COMPARED_FIELDS)[number];

/** What the dialog shows of a product (saved, or as the refused save had it). */
function comparedText(product: ProductDraft): Record<ComparedField, string> {
  return {
    name: product.name.trim(),
    lastVersion: (product.lastVersion ?? '').trim(),
    downloadLink: (product.downloadLink ?? '').trim(),
    mainProgram: (product.mainProgram ?? '').trim(),
    shopifyAlias: (product.shopifyAlias ?? '').trim(),
    limitTokens: product.limitTokens === null || product.limitTokens === undefined ? '' : String(product.limitTokens),
    productSkus: product.productSkus
      .map((sku) => strings.skuSummary(sku.skuId, sku.years, sku.months, sku.quantity))
      .join('\n'),
  };
}

const SKU_BLANK: SkuAddInput = { skuId: '', months: '', years: '', quantity: '' };

/** What the inactivity logout keeps of a typed product: its fields (the SKU list is left as loaded). */
const KEPT_FIELDS = Object.keys(EMPTY) as (keyof ProductFormFields)[];

/** The SKU dialog (spec §5 "SKU add"): the id required and unique among the product's SKUs; blanks 0, 0 and 1. */
function useSkuDialog(skus: readonly Sku[], onAdd: (sku: Sku) => void) {
  const [open, setOpen] = useState(false);
  const schema = useMemo(() => skuAddSchema(skus.map((sku) => sku.skuId)), [skus]);
  const form = useForm<SkuAddInput>({ mode: 'onTouched', defaultValues: SKU_BLANK, resolver: zodResolver(schema) });
  const { errors } = form.formState;
  return {
    open,
    setOpen: (next: boolean) => {
      if (next) form.reset(SKU_BLANK);
      setOpen(next);
    },
    register: form.register,
    errors: {
      skuId: errors.skuId?.message,
      months: errors.months?.message,
      years: errors.years?.message,
      quantity: errors.quantity?.message,
    },
    submit: (event?: React.BaseSyntheticEvent) => {
      event?.stopPropagation();
      return form.handleSubmit((values) => {
        const sku = schema.parse(values);
        onAdd({ skuId: sku.skuId.trim(), months: sku.months, years: sku.years, quantity: sku.quantity });
        setOpen(false);
      })(event);
    },
  };
}

interface UseProductFormOptions {
  /** The signed-in user: only administrators open the form (spec §6). */
  user: CurrentUser;
  /** The product an edit loads (its encrypted id); a new product when absent. */
  productId?: string;
  /** After a save: the host goes back to the list. */
  onSaved?: (product: Product) => void;
}

/**
 * Spec §2.8 product form at /product/new and /product/edit/{productId}: name, lastVersion, downloadLink,
 * mainProgram, shopifyAlias, limitTokens, and the SKUs added through the SKU dialog (or removed); saved, the
 * created or updated message shows and the host returns to the list. A field the server refuses shows its message
 * in place; nothing typed is lost.
 */
function useProductForm({ user, productId, onSaved }: UseProductFormOptions) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const allowed = mayOpen(user, 'products');
  const mode = productId ? 'edit' : 'new';

  // Read with its ETag: the save sends back the version the form showed (If-Match), so another administrator's save
  // since is refused (412) and shown, not undone.
  const loadedQueryKey = productKeys.call('productForEdit', productId ?? '');
  const tagged = useQuery({
    queryKey: loadedQueryKey,
    queryFn: () => api.products.productForEdit(productId ?? ''),
    enabled: allowed && mode === 'edit',
  });
  const product = {
    data: tagged.data?.value,
    isPending: tagged.isPending,
    isError: tagged.isError,
    error: tagged.error,
    refetch: tagged.refetch,
  };

  const form = useForm<ProductFormFields>({
    mode: 'onTouched',
    defaultValues: EMPTY,
    resolver: zodResolver(fieldsSchema) as never,
  });
  const [skus, setSkus] = useState<Sku[]>([]);
  const [skusError, setSkusError] = useState<string | null>(null);
  const { etag, stale, setStale, overwriteStale, dismissStale } = useStaleSave<ProductDraft>((edit) =>
    save.mutate(edit),
  );
  const loaded = useRef<Product | null>(null);
  useEffect(() => {
    if (product.data && loaded.current !== product.data) {
      loaded.current = product.data;
      etag.current = tagged.data?.etag ?? null;
      form.reset(fieldsOf(product.data));
      setSkus(product.data.productSkus);
    }
  }, [product.data, tagged.data, form, etag]);

  const saveError = useSaveError();
  const save = useMutation({
    onMutate: saveError.clear,
    mutationFn: (draft: ProductDraft) =>
      product.data
        ? api.products.updateProduct(
            { ...draft, productId: product.data.productId, encryptedProductId: product.data.encryptedProductId },
            etag.current,
          )
        : api.products.createProduct(draft),
    onSuccess: async (saved) => {
      toast({
        title: mode === 'new' ? strings.newTitle : strings.editTitle,
        description: mode === 'new' ? strings.created : strings.updated,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: productKeys.all });
      onSaved?.(saved);
    },
    onError: (error, draft) => {
      const refusal = staleWriteOf(error);
      if (refusal && mode === 'edit') {
        setStale({ refusal, mine: draft });
        return;
      }
      const fields = isApiError(error) ? error.fields : undefined;
      const named = Object.entries(fields ?? {}).filter(([name]) => name in EMPTY);
      for (const [name, message] of named) form.setError(name as keyof ProductFormFields, { message });
      const skuMessage = Object.entries(fields ?? {}).find(([name]) => name.startsWith('productSkus'))?.[1];
      if (skuMessage) setSkusError(skuMessage);
      if (named.length === 0 && !skuMessage)
        saveError.show(mode === 'new' ? strings.newTitle : strings.editTitle, error);
    },
  });

  const skuDialog = useSkuDialog(skus, (sku) => {
    setSkus((current) => [...current, sku]);
    setSkusError(null);
  });

  const staleCurrent = stale ? productSchema.safeParse(stale.refusal.current) : null;
  const labels: Record<ComparedField, string> = {
    name: strings.name,
    lastVersion: strings.lastVersion,
    downloadLink: strings.downloadLink,
    mainProgram: strings.mainProgram,
    shopifyAlias: strings.shopifyAlias,
    limitTokens: strings.limitTokens,
    productSkus: strings.skusTitle,
  };

  // Typed fields, or SKUs added or removed since the product was read: leaving the page asks first.
  const skusEdited = product.data ? skus !== product.data.productSkus : skus.length > 0;
  useKeptDraft({
    key: `product-form:${mode}`,
    user,
    form,
    fields: KEPT_FIELDS,
    dirty: form.formState.isDirty || skusEdited,
    ready: mode === 'new' || product.data !== undefined,
    title: mode === 'new' ? strings.newTitle : strings.editTitle,
  });

  const { errors } = form.formState;
  const errorOf = (name: keyof ProductFormFields) => errors[name]?.message;
  return {
    mode,
    allowed,
    loading: allowed && mode === 'edit' && product.isPending,
    loadFailed: product.isError,
    notFound: isApiError(product.error, 404),
    retry: () => void product.refetch(),
    register: form.register,
    errors: {
      productId: errorOf('productId'),
      name: errorOf('name'),
      lastVersion: errorOf('lastVersion'),
      downloadLink: errorOf('downloadLink'),
      mainProgram: errorOf('mainProgram'),
      shopifyAlias: errorOf('shopifyAlias'),
      limitTokens: errorOf('limitTokens'),
    },
    skus,
    skusError,
    removeSku: (skuId: string) => setSkus((current) => current.filter((sku) => sku.skuId !== skuId)),
    skuDialog,
    submit: form.handleSubmit((values) => save.mutate(draftOf(values, skus))),
    isSaving: save.isPending,
    /** Why the last save failed, shown beside the form's buttons until the next save. */
    saveError: saveError.message,
    /** The stale-edit dialog: the refused save's last change and each field where it differs from the edit. */
    staleEdit: stale
      ? {
          changedBy: stale.refusal.changedBy,
          changedAt: stale.refusal.changedAt,
          differences: staleCurrent?.success
            ? differencesOf(COMPARED_FIELDS, labels, comparedText(staleCurrent.data), comparedText(stale.mine))
            : [],
        }
      : null,
    /** Reload: the form shows the product as saved now, and saves on top of it; the edit is dropped. */
    reloadStale: () => {
      if (!stale) return;
      etag.current = stale.refusal.etag;
      if (staleCurrent?.success) {
        loaded.current = staleCurrent.data;
        queryClient.setQueryData(loadedQueryKey, { value: staleCurrent.data, etag: stale.refusal.etag });
        form.reset(fieldsOf(staleCurrent.data));
        setSkus(staleCurrent.data.productSkus);
      }
      setStale(null);
      toast({ title: messages.staleEdit.reloaded, variant: 'success' });
    },
    overwriteStale,
    dismissStale,
  };
}

type ProductFormController = ReturnType<typeof useProductForm>;

export { type ProductFormController, type ProductFormFields, type UseProductFormOptions, useProductForm };
