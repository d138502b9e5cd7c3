import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  FileInput,
  FormField,
  Spinner,
} from '@license-console/ui';
import * as React from 'react';
import { DialogHeading } from '../shared/dialog-heading.tsx';
import type { SettingDialogProps } from '../shared/setting-dialog-props.ts';
import { licenseUsersStrings } from './strings.ts';
import { UsageImportPreview } from './usage-import-preview.tsx';
import { type UsageImportController, type UseUsageImportOptions, useUsageImport } from './use-usage-import.ts';

const strings = licenseUsersStrings.importExport;

/** What the live region says while the file is checked or imported, and once its preview is in. */
function statusText(controller: UsageImportController): string {
  switch (controller.phase) {
    case 'checking':
    case 'previewing':
      return strings.checking;
    case 'applying':
      return strings.importing(controller.preview?.added ?? 0);
    case 'preview':
      return controller.preview ? strings.previewReady(controller.preview.added, controller.preview.refused) : '';
    default:
      return '';
  }
}

type ImportExportUsersViewProps = UsageImportController & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The Import/Export Users dialog (spec §2.7, §5, §7, §8), rendering what useUsageImport returns: the import (the
 * template, the file, its checked preview, Apply or Cancel) when seats are free, and the sessions and user-roles
 * exports.
 */
function ImportExportUsersView({ open, onOpenChange, ...controller }: ImportExportUsersViewProps) {
  const { phase, preview } = controller;
  const fileInput = React.useRef<HTMLInputElement>(null);
  const retryButton = React.useRef<HTMLButtonElement>(null);
  const previewSection = React.useRef<HTMLElement>(null);
  // Once a dry run tried again has its answer: the focus goes to the preview it brought, or stays on the button when it
  // failed again.
  const focusAfterRetry = React.useRef(false);
  const { retryingPreview } = controller;
  React.useEffect(() => {
    if (!focusAfterRetry.current || retryingPreview) return;
    focusAfterRetry.current = false;
    (preview ? previewSection.current : retryButton.current)?.focus();
  }, [retryingPreview, preview]);
  const busy = phase === 'checking' || phase === 'previewing' || phase === 'applying';
  const status = statusText(controller);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="import-export-users"
        size="xl"
        aria-describedby={undefined}
        className="max-w-4xl grid-rows-[auto_minmax(0,1fr)_auto]"
      >
        <DialogHeading title={licenseUsersStrings.importExportUsers} />
        <div className="-mx-6 grid min-h-0 content-start gap-6 overflow-y-auto px-6 py-1">
          <section aria-labelledby="import-users-heading" className="grid min-w-0 gap-3">
            <h3 id="import-users-heading" className="text-body font-semibold">
              {strings.importHeading}
            </h3>
            {controller.canImport ? (
              <p className="text-body text-muted-foreground">{strings.importHint(controller.seatsFree)}</p>
            ) : (
              <Alert variant="info" data-slot="import-no-free-seats">
                <AlertDescription>{strings.noFreeSeats}</AlertDescription>
              </Alert>
            )}
            <div className="flex flex-wrap items-end gap-3">
              {controller.canImport ? (
                <FormField label={strings.fileLabel} className="min-w-0 flex-1 basis-64">
                  <FileInput
                    key={controller.fileInputKey}
                    ref={fileInput}
                    disabled={phase === 'applying'}
                    onFilesChange={(files) => void controller.chooseFile(files[0])}
                  />
                </FormField>
              ) : null}
              <Button
                variant="secondary"
                loading={controller.downloadingTemplate}
                onClick={controller.downloadTemplate}
              >
                {strings.downloadTemplate}
              </Button>
            </div>
            <p role="status" data-slot="import-status" className="flex min-h-5 items-center gap-2 text-body">
              {busy ? <Spinner size="sm" className="text-primary" /> : null}
              {status}
            </p>
            {controller.errorText ? (
              <Alert variant="error" data-slot="import-error">
                <AlertTitle>{strings.failedTitle}</AlertTitle>
                {controller.canRetryPreview ? (
                  <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
                    <span className="min-w-0">{controller.errorText}</span>
                    <Button
                      ref={retryButton}
                      variant="secondary"
                      size="sm"
                      loading={controller.retryingPreview}
                      onClick={async () => {
                        focusAfterRetry.current = true;
                        if ((await controller.retryPreview()) === 'ignored') focusAfterRetry.current = false;
                      }}
                    >
                      {licenseUsersStrings.retry}
                    </Button>
                  </AlertDescription>
                ) : (
                  <AlertDescription>{controller.errorText}</AlertDescription>
                )}
              </Alert>
            ) : null}
            {preview ? (
              <UsageImportPreview
                ref={previewSection}
                preview={preview}
                rows={controller.rows}
                packErrors={controller.packErrors}
                refusedOnly={controller.refusedOnly}
                onRefusedOnlyChange={controller.setRefusedOnly}
              />
            ) : null}
          </section>
          <section aria-labelledby="export-users-heading" className="grid gap-3">
            <h3 id="export-users-heading" className="text-body font-semibold">
              {strings.exportHeading}
            </h3>
            <p className="text-body text-muted-foreground">{strings.exportHint}</p>
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" loading={controller.exportingSessions} onClick={controller.exportSessions}>
                {strings.exportSessions}
              </Button>
              <Button variant="secondary" loading={controller.exportingUserRoles} onClick={controller.exportUserRoles}>
                {strings.exportUserRoles}
              </Button>
            </div>
          </section>
        </div>
        <DialogFooter>
          {preview ? (
            <>
              <Button
                variant="secondary"
                disabled={phase === 'applying'}
                onClick={() => {
                  controller.cancel();
                  // The emptied file input is the next thing to choose.
                  requestAnimationFrame(() => fileInput.current?.focus());
                }}
              >
                {strings.cancel}
              </Button>
              <Button disabled={!controller.canApply} loading={phase === 'applying'} onClick={controller.apply}>
                {strings.apply}
              </Button>
            </>
          ) : (
            <DialogClose asChild>
              <Button variant="secondary">{strings.close}</Button>
            </DialogClose>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

type ImportExportUsersDialogProps = SettingDialogProps & Pick<UseUsageImportOptions, 'onDownload'>;

/** The Settings menu's Import/Export Users entry: once an import went through, the page reads the pack again. */
function ImportExportUsersDialog({
  licenseId,
  used,
  total,
  open,
  onOpenChange,
  onChanged,
  onDownload,
}: ImportExportUsersDialogProps) {
  const controller = useUsageImport({
    licenseId,
    used,
    total,
    onDownload,
    onImported: () => {
      onChanged();
      onOpenChange(false);
    },
  });
  return <ImportExportUsersView {...controller} open={open} onOpenChange={onOpenChange} />;
}

export { ImportExportUsersDialog, type ImportExportUsersDialogProps, ImportExportUsersView };
