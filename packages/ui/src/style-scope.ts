/**
 * The attribute that marks a root of License Console's markup: every widget's root element and every part the
 * design system portals into document.body (dialog overlay and panel, dropdown menu, tooltip, toast viewport)
 * carry it. The widgets' embedder stylesheet (@license-console/features/styles.css) styles only these roots and
 * what is inside them, so it leaves the rest of a host's page alone; the console's own stylesheet ignores it.
 */
const STYLE_SCOPE_ATTRIBUTE = 'data-lc-scope';

/** Spread onto a root element: `<div {...styleScope}>`. */
const styleScope = { [STYLE_SCOPE_ATTRIBUTE]: '' } as const;

export { STYLE_SCOPE_ATTRIBUTE, styleScope };
