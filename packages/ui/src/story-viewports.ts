/** The phone width every screen must work at: the narrowest common phone in portrait (390 × 844 CSS pixels). */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * Spread into a story to show it on a phone: Storybook's viewport toolbar opens it at the `phone` size, and the
 * visual baselines (scripts/story-screenshots.ts) draw it at that size instead of the desktop one.
 */
export const phoneStory = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { visual: { viewport: PHONE_VIEWPORT } },
} as const;
