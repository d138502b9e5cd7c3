import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';

const fileInputVariants = cva([
  'block w-full min-w-0 cursor-pointer rounded-control border border-input bg-surface p-1 pr-3 text-body text-foreground',
  'file:mr-3 file:cursor-pointer file:rounded-control file:border-0 file:bg-secondary file:px-3 file:py-1.5',
  'file:font-medium file:text-secondary-foreground hover:file:bg-secondary-hover',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
]);

type FileInputProps = Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'defaultValue'> & {
  /** Called with the chosen files after the consumer's own `onChange` (which may prevent it). */
  onFilesChange?: (files: File[]) => void;
};

/**
 * A native file input styled on the tokens (the platform's keyboard and screen-reader behaviour, the chosen
 * file's name beside the button). Takes CSV files unless `accept` says otherwise; `register()` spreads onto it.
 */
function FileInput({ className, accept = '.csv,text/csv', onChange, onFilesChange, ...props }: FileInputProps) {
  return (
    <input
      data-slot="file-input"
      type="file"
      accept={accept}
      className={cn(fileInputVariants(), className)}
      onChange={(event) => {
        onChange?.(event);
        if (!event.defaultPrevented) onFilesChange?.(Array.from(event.target.files ?? []));
      }}
      {...props}
    />
  );
}

export { FileInput, type FileInputProps, fileInputVariants };
