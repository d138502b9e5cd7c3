import { Slot } from '@radix-ui/react-slot';
import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from './cn.ts';

const cardVariants = cva(
  'flex flex-col gap-4 rounded-card border border-border bg-surface p-6 text-foreground shadow-card',
);

function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card" className={cn(cardVariants(), className)} {...props} />;
}

function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('grid gap-1', className)} {...props} />;
}

/** The card's heading: an `h2` unless `asChild` hands it to another element (an `h1` on a screen of its own). */
function CardTitle({ className, asChild = false, ...props }: React.ComponentProps<'h2'> & { asChild?: boolean }) {
  const Comp = asChild ? Slot : 'h2';
  return <Comp data-slot="card-title" className={cn('text-title', className)} {...props} />;
}

function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-body text-muted-foreground', className)} {...props} />;
}

function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('grid gap-4', className)} {...props} />;
}

function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2', className)} {...props} />;
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cardVariants };
