import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';

const pageVariants = cva('flex w-full flex-col gap-6', {
  variants: {
    width: {
      default: 'max-w-page',
      wide: 'max-w-wide',
      narrow: 'max-w-form',
    },
  },
  defaultVariants: { width: 'default' },
});

type PageProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof pageVariants> & {
    /** The page's one `h1`. */
    title: React.ReactNode;
    /** Buttons beside the title. */
    actions?: React.ReactNode;
  };

/**
 * A screen of the console: its title, optional actions, then the content. Every screen starts at the header's left
 * edge (the frame is the header's width), and `width` only bounds how far its content reaches to the right.
 */
function Page({ title, actions, width, className, children, ...props }: PageProps) {
  return (
    <div data-slot="page-frame" className="mx-auto w-full max-w-wide px-gutter py-8">
      <div data-slot="page" className={cn(pageVariants({ width }), className)} {...props}>
        <div data-slot="page-header" className="flex flex-wrap items-center justify-between gap-4">
          <h1 data-slot="page-title" className="text-display text-foreground">
            {title}
          </h1>
          {actions ? (
            <div data-slot="page-actions" className="flex flex-wrap items-center gap-2">
              {actions}
            </div>
          ) : null}
        </div>
        {children}
      </div>
    </div>
  );
}

export { Page, type PageProps, pageVariants };
