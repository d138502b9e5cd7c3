import type * as React from 'react';
import { Button, type ButtonProps } from './button.tsx';

type IconButtonProps = Omit<ButtonProps, 'size' | 'icon' | 'children' | 'asChild'> & {
  /** What the button does, read by screen readers (the icon alone says nothing to them). */
  label: string;
  icon: React.ReactNode;
  size?: 'sm' | 'md' | 'lg';
};

const iconSizes = { sm: 'icon-sm', md: 'icon', lg: 'icon-lg' } as const;

/** A button showing only an icon; its accessible name is `label`, kept as screen-reader-only text. */
function IconButton({ label, icon, size = 'md', variant = 'ghost', loading = false, ...props }: IconButtonProps) {
  return (
    <Button data-slot="icon-button" size={iconSizes[size]} variant={variant} loading={loading} {...props}>
      {loading ? null : (
        <span data-slot="icon-button-icon" aria-hidden="true" className="inline-flex">
          {icon}
        </span>
      )}
      <span data-slot="icon-button-label" className="sr-only">
        {label}
      </span>
    </Button>
  );
}

export { IconButton, type IconButtonProps };
