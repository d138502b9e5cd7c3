import { cva, type VariantProps } from 'class-variance-authority';
import * as React from 'react';
import { cn } from './cn.ts';

const policyChecklistVariants = cva('grid gap-2 rounded-card border border-border bg-surface text-body', {
  variants: {
    /** `popup` floats beside its field with a shadow; `inline` sits in the flow. */
    appearance: {
      inline: 'p-3',
      popup: 'p-4 shadow-dialog',
    },
  },
  defaultVariants: { appearance: 'inline' },
});

const policyChecklistItemVariants = cva('flex items-start gap-2 [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0', {
  variants: {
    passed: {
      true: 'text-success-strong [&>svg]:text-success',
      false: 'text-foreground [&>svg]:text-destructive',
    },
  },
});

interface PolicyChecklistItem {
  /** A stable key (the rule's name). */
  id: string;
  label: React.ReactNode;
  passed: boolean;
}

type PolicyChecklistProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof policyChecklistVariants> & {
    /** The rules and whether each passes, in the order they are shown (the domain's evaluatePasswordPolicy). */
    items: readonly PolicyChecklistItem[];
    /** The checklist's heading; it names the group. */
    title?: React.ReactNode;
    /** Screen-reader text after a passing rule. */
    passedLabel?: string;
    /** Screen-reader text after a failing rule. */
    failedLabel?: string;
    /** The sentence announced (politely) whenever the number of passing rules changes. */
    summary?: (passed: number, total: number) => string;
  };

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 4l8 8M12 4l-8 8" strokeLinecap="round" />
    </svg>
  );
}

const defaultSummary = (passed: number, total: number) =>
  passed === total ? `All ${total} requirements met` : `${passed} of ${total} requirements met`;

/**
 * A live checklist of password rules, each marked passing or failing as the user types. The list itself stays
 * quiet; a polite live region announces the count of passing rules when it changes, so a screen-reader user hears
 * progress without every keystroke being read out.
 */
function PolicyChecklist({
  items,
  title = 'Password policy',
  passedLabel = 'met',
  failedLabel = 'not met',
  summary = defaultSummary,
  appearance,
  className,
  ...props
}: PolicyChecklistProps) {
  const titleId = React.useId();
  const passed = items.filter((item) => item.passed).length;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups read-only rules.
    <div
      data-slot="policy-checklist"
      role="group"
      aria-labelledby={titleId}
      data-complete={passed === items.length || undefined}
      className={cn(policyChecklistVariants({ appearance }), className)}
      {...props}
    >
      <p id={titleId} data-slot="policy-checklist-title" className="font-semibold">
        {title}
      </p>
      <ul data-slot="policy-checklist-items" className="grid gap-1.5">
        {items.map((item) => (
          <li
            key={item.id}
            data-slot="policy-checklist-item"
            data-state={item.passed ? 'passed' : 'failed'}
            className={policyChecklistItemVariants({ passed: item.passed })}
          >
            {item.passed ? <CheckIcon /> : <CrossIcon />}
            <span>
              {item.label}
              <span className="sr-only">: {item.passed ? passedLabel : failedLabel}</span>
            </span>
          </li>
        ))}
      </ul>
      <p data-slot="policy-checklist-status" aria-live="polite" aria-atomic="true" className="sr-only">
        {summary(passed, items.length)}
      </p>
    </div>
  );
}

export {
  PolicyChecklist,
  type PolicyChecklistItem,
  type PolicyChecklistProps,
  policyChecklistItemVariants,
  policyChecklistVariants,
};
