import { type ClassValue, clsx } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge told about the named scales of tokens.css, so `text-body` (a size) and
 * `text-primary-foreground` (a colour) are not taken for rivals. Keep in step with the tokens' @theme.
 */
const twMerge = extendTailwindMerge({
  extend: {
    theme: {
      text: ['caption', 'body', 'lead', 'title', 'display'],
      radius: ['control', 'card', 'dialog'],
      shadow: ['card', 'dialog'],
      spacing: ['header', 'gutter', 'stack'],
      container: ['page', 'wide', 'form'],
    },
  },
});

/** Joins class names and lets a later Tailwind class override an earlier conflicting one (the consumer's last). */
function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

export { cn };
