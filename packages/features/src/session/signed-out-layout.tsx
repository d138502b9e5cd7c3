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
      {/* The signed-in header's frame, so the product name stays put when the user signs in or out. */}
      <header className="border-b border-border bg-header text-header-foreground shadow-card">
        <div className="mx-auto flex min-h-header w-full max-w-wide items-center px-gutter py-2">
          <p className="text-lead font-bold tracking-tight">{authStrings.productName}</p>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-gutter py-12">{children}</main>
    </div>
  );
}

export { SignedOutLayout };
