/**
 * The published stylesheets, built when tsup builds the package: packages/ui's dist/styles.css (the console's
 * stylesheet for consumers without Tailwind) and packages/features' dist/styles.css (the embedder stylesheet,
 * scoped to the widgets' roots by `scopeStylesheet`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Selector, SelectorComponent } from 'lightningcss';
import { STYLE_SCOPE_ATTRIBUTE } from '../src/style-scope.ts';

interface StylesheetOptions {
  /** The package folder; `input` and `outDir` are relative to it. */
  root: string;
  /** The Tailwind source, e.g. `src/styles.css`. */
  input: string;
  outDir?: string;
}

/**
 * Compiles a Tailwind source to `<outDir>/styles.css` (Tailwind's optimized output: flat, minified, lowered to
 * Tailwind's browsers), with the files it references (the Inter font) beside it under relative URLs, so they load
 * wherever the package is installed. Returns the stylesheet's path.
 */
async function buildStylesheet({ root, input, outDir = 'dist' }: StylesheetOptions): Promise<string> {
  const [{ build }, { default: tailwindcss }] = await Promise.all([import('vite'), import('@tailwindcss/vite')]);
  await build({
    configFile: false,
    root,
    base: './',
    logLevel: 'warn',
    plugins: [tailwindcss()],
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      rolldownOptions: { input: { styles: input }, output: { assetFileNames: '[name][extname]' } },
    },
  });
  return join(root, outDir, 'styles.css');
}

/** The roots the scoped stylesheet styles: elements carrying the attribute, and everything inside them. */
const scopeRoot: SelectorComponent = {
  type: 'attribute',
  name: STYLE_SCOPE_ATTRIBUTE,
  namespace: null,
  operation: null,
};
const inScope: SelectorComponent = {
  type: 'pseudo-class',
  kind: 'is',
  selectors: [[scopeRoot], [scopeRoot, { type: 'combinator', value: 'descendant' }, { type: 'universal' }]],
};

/** `:root`, `:host`, `html` or `body`: what a document-wide rule (theme variables, Preflight's font) names. */
function isDocument(component: SelectorComponent): boolean {
  if (component.type === 'type') return component.name === 'html' || component.name === 'body';
  return component.type === 'pseudo-class' && (component.kind === 'root' || component.kind === 'host');
}

/**
 * One selector, scoped: a rule for the document (`:root`, `html`, `:root[data-theme=dark]`) applies to every scope
 * root inside it (`:root [data-lc-scope]`), as if each widget root were a document of its own; any other rule
 * applies only to elements that are a scope root or inside one (`.flex:is([data-lc-scope], [data-lc-scope] *)`,
 * the condition placed before a pseudo-element: `.x:is(…)::before`). Each rule gains the same specificity
 * (one attribute), so the stylesheet's own order of precedence is kept.
 */
function scopeSelector(selector: Selector): Selector {
  const lastCombinator = selector.findLastIndex((component) => component.type === 'combinator');
  const subject = selector.slice(lastCombinator + 1);
  if (subject.some(isDocument)) return [...selector, { type: 'combinator', value: 'descendant' }, scopeRoot];
  const pseudoElement = subject.findIndex((component) => component.type === 'pseudo-element');
  const at = pseudoElement === -1 ? selector.length : lastCombinator + 1 + pseudoElement;
  return [...selector.slice(0, at), inScope, ...selector.slice(at)];
}

/**
 * The embedder stylesheet from Tailwind's optimized (flat, minified) output: every rule limited to the elements
 * carrying STYLE_SCOPE_ATTRIBUTE and their content, so a host page's own elements keep their styles: no reset of
 * `*`, `html` or `button` reaches them, and a host's `.flex` or `.bg-primary` stays the host's. Theme variables
 * and the colour scheme are declared on each scope root, not on `:root`.
 */
async function scopeStylesheet(css: string): Promise<string> {
  const { transform } = await import('lightningcss');
  return transform({
    filename: 'styles.css',
    code: Buffer.from(css),
    minify: true,
    visitor: { Selector: scopeSelector },
  }).code.toString();
}

/** Builds `<outDir>/styles.css` from a Tailwind source and scopes it in place (see scopeStylesheet). */
async function buildScopedStylesheet(options: StylesheetOptions): Promise<string> {
  const path = await buildStylesheet(options);
  writeFileSync(path, await scopeStylesheet(readFileSync(path, 'utf8')));
  return path;
}

export { buildScopedStylesheet, buildStylesheet, scopeStylesheet };
