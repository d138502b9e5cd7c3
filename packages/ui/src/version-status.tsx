import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';
import { CheckIcon, WarningIcon } from './icons.tsx';

type VersionStatusValue = 'match' | 'needs-update' | 'unknown';

/** Spec §3: a usage's versionMatch is 1 (match), 0 (needs update) or null (nothing reported). */
function versionStatusOf(versionMatch: 0 | 1 | null | undefined): VersionStatusValue {
  return versionMatch === 1 ? 'match' : versionMatch === 0 ? 'needs-update' : 'unknown';
}

const versionStatusVariants = cva('inline-flex items-center gap-1.5 text-body', {
  variants: {
    status: {
      match: 'text-success',
      'needs-update': 'text-warning',
      unknown: 'text-muted-foreground',
    },
  },
  defaultVariants: { status: 'unknown' },
});

const defaultLabels: Record<VersionStatusValue, string> = {
  match: 'Up to date',
  'needs-update': 'Needs update',
  unknown: 'No version reported',
};

type VersionStatusProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  status: VersionStatusValue;
  /** The version in use, shown beside the icon. */
  version?: string | null;
  /** Words read for each status (screen-reader text; shown as well with `showLabel`). */
  labels?: Partial<Record<VersionStatusValue, string>>;
  showLabel?: boolean;
};

/** The VERSION cell of the license users table: an icon for match or needs update, with words for screen readers. */
function VersionStatus({ status, version, labels, showLabel = false, className, ...props }: VersionStatusProps) {
  const label = labels?.[status] ?? defaultLabels[status];
  return (
    <span
      data-slot="version-status"
      data-status={status}
      className={cn(versionStatusVariants({ status }), className)}
      {...props}
    >
      {status === 'match' ? (
        <CheckIcon data-slot="version-status-icon" className="size-4" />
      ) : status === 'needs-update' ? (
        <WarningIcon data-slot="version-status-icon" className="size-4" />
      ) : (
        <span data-slot="version-status-icon" aria-hidden="true" className="inline-block w-4 text-center">
          –
        </span>
      )}
      {version ? (
        <span data-slot="version-status-version" className="text-foreground tabular-nums">
          {version}
        </span>
      ) : null}
      <span data-slot="version-status-label" className={showLabel ? 'text-caption font-medium' : 'sr-only'}>
        {showLabel || !version ? label : `(${label})`}
      </span>
    </span>
  );
}

export { VersionStatus, type VersionStatusProps, type VersionStatusValue, versionStatusOf, versionStatusVariants };
