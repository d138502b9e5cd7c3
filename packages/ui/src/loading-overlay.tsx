import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';
import { Spinner } from './spinner.tsx';
import { styleScope } from './style-scope.ts';

const loadingOverlayVariants = cva([
  'fixed inset-0 z-overlay grid cursor-progress place-items-center bg-overlay',
  'data-[state=closed]:pointer-events-none data-[state=closed]:sr-only',
]);

type LoadingOverlayProps = React.ComponentProps<'div'> & {
  open?: boolean;
  /** The words on the overlay; 'Processing...' (spec §2.2) unless told. */
  label?: string;
};

/**
 * Covers the page while a call runs. The live region stays mounted when closed so that opening it is announced.
 */
function LoadingOverlay({ open = true, label = 'Processing...', className, ...props }: LoadingOverlayProps) {
  return (
    <div
      data-slot="loading-overlay"
      {...styleScope}
      data-state={open ? 'open' : 'closed'}
      role="status"
      aria-live="polite"
      className={cn(loadingOverlayVariants(), className)}
      {...props}
    >
      {open ? (
        <div
          data-slot="loading-overlay-panel"
          className="flex items-center gap-3 rounded-card bg-surface px-5 py-4 text-lead font-medium text-foreground shadow-dialog"
        >
          <Spinner size="md" className="text-primary" />
          <span data-slot="loading-overlay-label">{label}</span>
        </div>
      ) : null}
    </div>
  );
}

export { LoadingOverlay, type LoadingOverlayProps, loadingOverlayVariants };
