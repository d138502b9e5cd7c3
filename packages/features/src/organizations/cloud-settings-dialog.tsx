import { Button, ConfirmDialog, SelectField, TextField } from '@license-console/ui';
import * as React from 'react';
import { SettingDialogFrame } from '../shared/setting-dialog-frame.tsx';
import type { SettingDialogProps } from '../shared/setting-dialog-props.ts';
import { StaleEditDialog, staleEditDialogProps } from '../shared/stale-edit-dialog.tsx';
import { organizationsStrings } from './strings.ts';
import { type CloudSettingsController, useCloudSettings } from './use-cloud-settings.ts';
import type { OrganizationLinkController } from './use-organization-link.ts';

const strings = organizationsStrings;

/** One editing mode of the dialog, under its heading. */
function Mode({ title, children, slot }: { title: string; children: React.ReactNode; slot: string }) {
  const headingId = React.useId();
  return (
    <section data-slot={slot} aria-labelledby={headingId} className="grid gap-3 border-border border-t pt-4">
      <h3 id={headingId} className="font-semibold text-body">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** A field with its button beside it (below it on a phone). */
const inlineForm = 'grid items-start gap-3 sm:grid-cols-[minmax(0,1fr)_auto]';
/** Lined up with the input beside it, under a label's height of space. */
const inlineButton = 'sm:mt-[1.625rem]';

/** Linking's two steps (administrators): search by name, then select one found and confirm it. */
function LinkMode({ link }: { link: OrganizationLinkController }) {
  const { found } = link;
  return (
    <Mode title={strings.link} slot="cloud-settings-link">
      <form noValidate className={inlineForm} onSubmit={link.submitSearch}>
        <TextField
          label={strings.searchName}
          type="search"
          autoComplete="off"
          error={link.searchError}
          {...link.register('name')}
        />
        <Button type="submit" variant="secondary" className={inlineButton} loading={link.searching}>
          {strings.search}
        </Button>
      </form>
      {found === null ? null : found.length === 0 ? (
        <p role="status" className="text-body text-muted-foreground">
          {strings.noMatches(link.searchedFor)}
        </p>
      ) : (
        <div className={inlineForm}>
          <SelectField
            label={strings.found}
            placeholder={strings.choose}
            options={found.map((organization) => ({
              value: organization.organizationId,
              label: organization.organizationName,
            }))}
            value={link.selectedId}
            onValueChange={link.select}
          />
          <Button
            className={inlineButton}
            disabled={link.selected === null}
            loading={link.linking}
            onClick={link.askConfirm}
          >
            {strings.link}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={link.confirming}
        onOpenChange={(open) => {
          if (!open) link.cancelConfirm();
        }}
        answers="yes-cancel"
        title={strings.link}
        message={link.selected ? strings.linkQuestion(link.selected.organizationName) : ''}
        onConfirm={link.confirm}
      />
    </Mode>
  );
}

/**
 * The dialog opens on its loading state: once the organization is read, typing starts in the first field of the
 * first editing mode granted.
 */
const focusFirstField = (body: HTMLDivElement | null) =>
  body?.querySelector<HTMLElement>('input, button[role="combobox"]')?.focus();

/** The organization, and each editing mode the caller is granted. */
function CloudSettingsBody(controller: CloudSettingsController) {
  const { organization } = controller;
  return (
    <div ref={focusFirstField} className="grid gap-4">
      <dl data-slot="cloud-settings-organization" className="grid gap-0.5">
        <dt className="text-caption text-muted-foreground">{strings.organization}</dt>
        <dd className="font-semibold text-lead">{organization ? organization.organizationName : strings.notLinked}</dd>
      </dl>
      {controller.canRename ? (
        <Mode title={strings.rename} slot="cloud-settings-rename">
          <form noValidate className={inlineForm} onSubmit={controller.submitRename}>
            <TextField
              label={strings.organizationName}
              autoComplete="organization"
              error={controller.nameError}
              {...controller.registerName('organizationName')}
            />
            <Button type="submit" className={inlineButton} loading={controller.renaming}>
              {strings.rename}
            </Button>
          </form>
        </Mode>
      ) : null}
      {controller.canChange ? (
        <Mode title={strings.change} slot="cloud-settings-change">
          <form noValidate className={inlineForm} onSubmit={controller.submitChange}>
            <SelectField
              label={strings.newOrganization}
              placeholder={strings.choose}
              options={controller.choices.map((choice) => ({
                value: choice.organizationId,
                label: choice.organizationName,
              }))}
              value={controller.choiceId}
              onValueChange={controller.choose}
              error={controller.changeError}
            />
            <Button
              type="submit"
              className={inlineButton}
              disabled={!controller.choiceId}
              loading={controller.changing}
            >
              {strings.change}
            </Button>
          </form>
          <ConfirmDialog
            open={controller.changeQuestion !== null}
            onOpenChange={(open) => {
              if (!open) controller.cancelChange();
            }}
            answers="yes-cancel"
            title={strings.change}
            message={controller.changeQuestion ?? ''}
            onConfirm={controller.confirmChange}
          />
        </Mode>
      ) : null}
      {controller.canLink ? <LinkMode link={controller.link} /> : null}
    </div>
  );
}

type CloudSettingsViewProps = CloudSettingsController & { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The Cloud Settings dialog (spec §2.7, product 3), rendering what useCloudSettings returns: the pack's organization,
 * then rename, change and link, each where the caller is granted it and it applies.
 */
function CloudSettingsView({ open, onOpenChange, ...controller }: CloudSettingsViewProps) {
  return (
    <>
      <SettingDialogFrame
        open={open}
        onOpenChange={onOpenChange}
        slot="cloud-settings"
        title={organizationsStrings.cloudSettings}
        closeLabel={strings.close}
        read={controller}
        readLabels={strings}
        className="overflow-y-auto"
      >
        <CloudSettingsBody {...controller} />
      </SettingDialogFrame>
      <StaleEditDialog {...staleEditDialogProps(controller)} />
    </>
  );
}

/** The Settings menu's Cloud Settings entry (Business packs): the organization, renamed, changed or linked. */
function CloudSettingsDialog({ licenseId, settings, open, onOpenChange, onChanged }: SettingDialogProps) {
  const controller = useCloudSettings({ licenseId, settings, onChanged });
  return <CloudSettingsView {...controller} open={open} onOpenChange={onOpenChange} />;
}

export { CloudSettingsDialog, CloudSettingsView, type CloudSettingsViewProps };
