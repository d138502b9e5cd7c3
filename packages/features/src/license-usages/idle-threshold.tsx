import { IDLE_DAYS_CHOICES, idleSeatMessages, MAX_IDLE_DAYS } from '@license-console/domain';
import { cn, NumberField, SelectField } from '@license-console/ui';
import type * as React from 'react';
import type { IdleThreshold } from './use-idle-threshold.ts';

const CHOICES = [
  ...IDLE_DAYS_CHOICES.map((days) => ({ value: `${days}`, label: idleSeatMessages.daysChoice(days) })),
  { value: 'custom', label: idleSeatMessages.custom },
];

type IdleThresholdFieldsProps = IdleThreshold & { className?: string; children?: React.ReactNode };

/**
 * The idle threshold's controls: 'Idle for' 30, 60 or 90 days or Custom, and, for Custom, the number of days with its
 * message under it; `children` (the action the threshold serves) stands beside them.
 */
function IdleThresholdFields({
  choice,
  setChoice,
  custom,
  customText,
  setCustomText,
  error,
  className,
  children,
}: IdleThresholdFieldsProps) {
  return (
    <div data-slot="idle-threshold" className={cn('flex flex-wrap items-end gap-3', className)}>
      <SelectField
        label={idleSeatMessages.idleFor}
        options={CHOICES}
        value={choice}
        onValueChange={setChoice}
        fieldClassName="w-36"
      />
      {custom ? (
        <NumberField
          label={idleSeatMessages.customDays}
          min={1}
          max={MAX_IDLE_DAYS}
          inputMode="numeric"
          value={customText}
          onChange={(event) => setCustomText(event.target.value)}
          error={error ?? undefined}
          fieldClassName="w-40"
        />
      ) : null}
      {children}
    </div>
  );
}

export { IdleThresholdFields, type IdleThresholdFieldsProps };
