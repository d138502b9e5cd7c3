import { TextField } from '@license-console/ui';
import * as React from 'react';
import { SettingDialogFrame } from '../shared/setting-dialog-frame.tsx';
import type { SettingDialogProps } from '../shared/setting-dialog-props.ts';
import { aiTokensStrings } from './strings.ts';
import { type AiFeaturesController, useAiFeatures } from './use-ai-features.ts';

const strings = aiTokensStrings;

const tokens = (count: number | null) => (count === null ? strings.noLimit : count.toLocaleString('en-US'));

/** The token counts, and the limit too when it is only read. */
function TokenCounts({ controller, withLimit }: { controller: AiFeaturesController; withLimit: boolean }) {
  const counts = [
    { label: strings.inputTokens, value: controller.inputTokens ?? 0 },
    { label: strings.outputTokens, value: controller.outputTokens ?? 0 },
    ...(withLimit ? [{ label: strings.limitTokens, value: controller.limitTokens }] : []),
  ];
  return (
    <dl data-slot="ai-features-counts" className="grid gap-3 sm:grid-cols-3">
      {counts.map(({ label, value }) => (
        <div key={label} className="grid gap-0.5 rounded-card border border-border bg-muted px-3 py-2">
          <dt className="text-caption text-muted-foreground">{label}</dt>
          <dd className="text-lead font-semibold tabular-nums">{tokens(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

type AiFeaturesViewProps = AiFeaturesController & { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The AI Features dialog (spec §2.7), rendering what useAiFeatures returns: the input and output token counts and
 * the limit, edited as text by an administrator (spec §5), read only by a manager.
 */
function AiFeaturesView({ open, onOpenChange, ...controller }: AiFeaturesViewProps) {
  const formId = React.useId();
  const ready = controller.state === 'ready';
  const editing = controller.editable && ready;
  return (
    <SettingDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="ai-features"
      title={aiTokensStrings.aiFeatures}
      closeLabel={editing ? strings.cancel : strings.close}
      submit={editing ? { form: formId, label: strings.save, loading: controller.saving } : null}
      read={controller}
      readLabels={strings}
    >
      {editing ? (
        <form id={formId} noValidate className="grid gap-4" onSubmit={controller.submit}>
          <TokenCounts controller={controller} withLimit={false} />
          <TextField
            label={strings.limitTokens}
            hint={strings.limitHint}
            error={controller.error}
            inputMode="numeric"
            autoComplete="off"
            // The dialog opens on the limit, what an administrator came to change (once the pack is read).
            autoFocus
            {...controller.register('limitTokens')}
          />
        </form>
      ) : (
        <>
          <TokenCounts controller={controller} withLimit />
          <p className="text-body text-muted-foreground">{strings.viewOnly}</p>
        </>
      )}
    </SettingDialogFrame>
  );
}

/** The Settings menu's AI Features entry (product 7 with a token id): edit for administrators, view for managers. */
function AiFeaturesDialog({ licenseId, settings, open, onOpenChange, onChanged }: SettingDialogProps) {
  const controller = useAiFeatures({
    licenseId,
    access: settings.aiFeatures === 'edit' ? 'edit' : 'view',
    onSaved: () => {
      onChanged();
      onOpenChange(false);
    },
  });
  return <AiFeaturesView {...controller} open={open} onOpenChange={onOpenChange} />;
}

export { AiFeaturesDialog, AiFeaturesView, type AiFeaturesViewProps };
