import { Button, CloseIcon, FormDialog, IconButton, Page, PlusIcon, styleScope, TextField } from '@license-console/ui';
import { AccessDenied } from '../shared/access-denied.tsx';
import { AppLink, type NavigationProps } from '../shared/app-link.tsx';
import { LoadFailed } from '../shared/load-failed.tsx';
import { StaleEditDialog, staleEditDialogProps } from '../shared/stale-edit-dialog.tsx';
import { SubmitButton } from '../shared/submit-button.tsx';
import { productPaths } from './paths.ts';
import { productFormStrings as strings } from './strings.ts';
import { type ProductFormController, type UseProductFormOptions, useProductForm } from './use-product-form.ts';

/** Spec §9: the SKU panel is at most 500 px high and scrolls. */
const SKU_PANEL_MAX_HEIGHT = 500;

type SkuDialogProps = ProductFormController['skuDialog'];

/** The SKU dialog (spec §2.8, §5 "SKU add"). */
function SkuDialog({ open, setOpen, register, errors, submit }: SkuDialogProps) {
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={strings.skuDialogTitle}
      description={strings.skuDialogDescription}
      submitLabel={strings.addSku}
      cancelLabel={strings.cancel}
      onSubmit={submit}
      size="md"
    >
      <div className="grid gap-stack">
        <TextField label={strings.skuId} required error={errors.skuId} {...register('skuId')} />
        <div className="grid gap-stack sm:grid-cols-3">
          <TextField
            label={strings.months}
            inputMode="numeric"
            placeholder="0"
            error={errors.months}
            {...register('months')}
          />
          <TextField
            label={strings.years}
            inputMode="numeric"
            placeholder="0"
            error={errors.years}
            {...register('years')}
          />
          <TextField
            label={strings.quantity}
            inputMode="numeric"
            placeholder="1"
            error={errors.quantity}
            {...register('quantity')}
          />
        </div>
      </div>
    </FormDialog>
  );
}

type ProductFormViewProps = ProductFormController & NavigationProps & { className?: string };

/** The product form (spec §2.8), rendering what useProductForm returns. */
function ProductFormView({
  mode,
  allowed,
  loading,
  loadFailed,
  notFound,
  retry,
  register,
  errors,
  skus,
  skusError,
  removeSku,
  skuDialog,
  submit,
  isSaving,
  saveError,
  staleEdit,
  reloadStale,
  overwriteStale,
  dismissStale,
  linkComponent,
  onNavigate,
  className,
}: ProductFormViewProps) {
  const title = mode === 'new' ? strings.newTitle : strings.editTitle;
  if (!allowed) return <AccessDenied title={title} className={className} />;
  const back = (
    <Button asChild variant="secondary">
      <AppLink href={productPaths.list} linkComponent={linkComponent} onNavigate={onNavigate}>
        {strings.backToList}
      </AppLink>
    </Button>
  );
  return (
    <Page
      data-slot="product-form"
      {...styleScope}
      title={title}
      actions={back}
      width="narrow"
      className={className}
      aria-busy={loading}
    >
      {loading ? (
        <p className="text-muted-foreground">{strings.loading}</p>
      ) : loadFailed ? (
        <LoadFailed
          message={notFound ? strings.notFound : strings.loadFailed}
          onRetry={notFound ? undefined : retry}
          retryLabel={strings.retry}
        />
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-stack" aria-busy={isSaving}>
          <div className="grid gap-stack md:grid-cols-[10rem_1fr]">
            <TextField
              label={strings.productId}
              inputMode="numeric"
              readOnly={mode === 'edit'}
              hint={mode === 'new' ? strings.productIdHint : undefined}
              error={errors.productId}
              {...register('productId')}
            />
            <TextField label={strings.name} required error={errors.name} {...register('name')} />
          </div>
          <div className="grid gap-stack md:grid-cols-2">
            <TextField label={strings.lastVersion} error={errors.lastVersion} {...register('lastVersion')} />
            <TextField label={strings.mainProgram} error={errors.mainProgram} {...register('mainProgram')} />
          </div>
          <TextField
            label={strings.downloadLink}
            type="url"
            inputMode="url"
            placeholder="https://"
            error={errors.downloadLink}
            {...register('downloadLink')}
          />
          <div className="grid gap-stack md:grid-cols-2">
            <TextField label={strings.shopifyAlias} error={errors.shopifyAlias} {...register('shopifyAlias')} />
            <TextField
              label={strings.limitTokens}
              inputMode="numeric"
              hint={strings.limitTokensHint}
              error={errors.limitTokens}
              {...register('limitTokens')}
            />
          </div>
          <section aria-labelledby="product-skus" className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <h2 id="product-skus" className="text-title font-semibold">
                {strings.skusTitle}
              </h2>
              <Button type="button" variant="secondary" size="sm" onClick={() => skuDialog.setOpen(true)}>
                <PlusIcon />
                {strings.addSku}
              </Button>
            </div>
            <div
              className="overflow-auto rounded-md border border-border"
              style={{ maxHeight: SKU_PANEL_MAX_HEIGHT }}
              data-slot="sku-panel"
            >
              {skus.length === 0 ? (
                <p className="p-3 text-body text-muted-foreground">{strings.noSkus}</p>
              ) : (
                <table className="w-full text-body">
                  <caption className="sr-only">{strings.skuGridLabel}</caption>
                  <thead className="sticky top-0 bg-muted text-left">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {strings.skuId}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">
                        {strings.months}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">
                        {strings.years}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">
                        {strings.quantity}
                      </th>
                      <th scope="col" className="w-10 px-1 py-2">
                        <span className="sr-only">{strings.delete}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {skus.map((sku) => (
                      <tr key={sku.skuId} className="border-t border-border">
                        <td className="break-words px-3 py-1.5">{sku.skuId}</td>
                        <td className="px-3 py-1.5 text-right tabular-nums">{sku.months}</td>
                        <td className="px-3 py-1.5 text-right tabular-nums">{sku.years}</td>
                        <td className="px-3 py-1.5 text-right tabular-nums">{sku.quantity}</td>
                        <td className="px-1 py-1">
                          <IconButton
                            variant="ghost"
                            size="sm"
                            label={strings.removeSku(sku.skuId)}
                            icon={<CloseIcon />}
                            onClick={() => removeSku(sku.skuId)}
                          />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
            {skusError ? (
              <p role="alert" className="text-small text-destructive">
                {skusError}
              </p>
            ) : null}
          </section>
          <div className="flex flex-wrap justify-end gap-2">
            <SubmitButton label={strings.save} valid saving={isSaving} error={saveError} />
          </div>
        </form>
      )}
      <SkuDialog {...skuDialog} />
      <StaleEditDialog {...staleEditDialogProps({ staleEdit, reloadStale, overwriteStale, dismissStale, isSaving })} />
    </Page>
  );
}

type ProductFormProps = UseProductFormOptions & NavigationProps & { className?: string };

/** The product form widget (spec §2.8): administrators only; anyone else reads 'Access Denied'. */
function ProductForm({ user, productId, onSaved, ...props }: ProductFormProps) {
  const controller = useProductForm({ user, productId, onSaved });
  return <ProductFormView {...controller} {...props} />;
}

export { ProductForm, type ProductFormProps, ProductFormView, type ProductFormViewProps };
