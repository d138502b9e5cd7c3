import type * as React from 'react';

/**
 * The search's two glyphs, drawn as the design system's icons are (16 × 16, the current colour's stroke), decorative.
 * Not taken from its icons module: the header's button draws the glass on every signed-in screen, and the icons module
 * (with the design system's IconButton) shared between the search's dialog and the license list split the first
 * screen's scripts into more, larger, files (bench/bundle-size.ts).
 */
function glyph(slot: string, shapes: React.ReactNode) {
  return ({ className, ...props }: React.ComponentProps<'svg'>) => (
    <svg
      data-slot={slot}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {shapes}
    </svg>
  );
}

const SearchGlyph = glyph(
  'search-glyph',
  <>
    <circle cx="7" cy="7" r="4.5" />
    <path d="M10.5 10.5L14 14" />
  </>,
);
const CloseGlyph = glyph('close-glyph', <path d="M4 4l8 8M12 4l-8 8" />);

export { CloseGlyph, SearchGlyph };
