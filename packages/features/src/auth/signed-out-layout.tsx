import { cn, styleScope } from '@license-console/ui';
import type * as React from 'react';
import { authStrings } from './strings.ts';

/** The frame of the signed-out screens: the product name above a centred column. */
function SignedOutLayout({ className, children, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="signed-out-layout"
      {...styleScope}
      className={cn('flex min-h-dvh flex-col bg-background', className)}
      {...props}
    >
      <header className="border-b border-border bg-header px-gutter py-4 text-header-foreground">
        <p className="text-lead font-bold tracking-tight">{authStrings.productName}</p>
      </header>
      <main className="flex flex-1 items-start justify-center px-gutter py-12">{children}</main>
    </div>
  );
}

export { SignedOutLayout };
