import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import type { FeaturesPackResult } from '../scripts/pack-fixture.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    packAndBuildApp: () => Promise<FeaturesPackResult>;
  }
}

declare global {
  interface Window {
    unmountLicenseConsoleFixture?: () => void;
  }
}

/** A host page with rules of its own, as an embedder's page has: unlayered element rules and its own classes. */
const hostCss = `
  .host-page { padding: 12px; }
  button { background-color: rgb(255, 0, 255); padding: 20px; }
  a { color: rgb(0, 128, 0); text-decoration: underline; }
`;
const hostHtml = `
  <h1>Host title</h1>
  <p class="flex bg-primary text-body rounded-card shadow-card">Host paragraph with Tailwind-like classes</p>
  <ul class="grid gap-4"><li>Host item</li></ul>
  <button type="button" class="hidden">Host button</button>
  <a href="#host">Host link</a>
  <input type="text" value="host input" />
`;
const watched = [
  'display',
  'box-sizing',
  'margin-top',
  'margin-bottom',
  'padding-top',
  'padding-left',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'color',
  'background-color',
  'border-top-style',
  'border-top-width',
  'border-radius',
  'box-shadow',
  'list-style-type',
  'text-decoration-line',
  'color-scheme',
  '--color-primary',
  '--spacing',
  '--font-sans',
] as const;

/** Every element of the host page (and the document itself) with the computed values above. */
function snapshotHost(host: HTMLElement) {
  return [document.documentElement, document.body, host, ...host.querySelectorAll('*')].map((element) => {
    const style = getComputedStyle(element);
    return Object.fromEntries([
      ['element', element.tagName],
      ...watched.map((name) => [name, style.getPropertyValue(name)]),
    ]);
  });
}

/** Each style rule's selectors, also inside @layer, @media and @supports, and the names of the layers. */
function stylesheetFacts(css: string) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  const selectors: string[] = [];
  const layers: string[] = [];
  const walk = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSLayerBlockRule) layers.push(rule.name);
      if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
      else if (rule instanceof CSSGroupingRule) walk(rule.cssRules);
    }
  };
  walk(sheet.cssRules);
  return { selectors, layers };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

function add(parent: HTMLElement, element: HTMLElement) {
  parent.append(element);
  cleanups.push(() => element.remove());
  return element;
}

describe('given ui and features built, packed and installed into a fixture app outside the workspace', () => {
  it('should install without private packages, render the license grid from its own entry with an adapter, and style it without restyling the host page', async () => {
    const packed = await commands.packAndBuildApp();

    // What another team installs: the two tarballs, nothing private or workspace-only, React and TanStack Query
    // as peers, the domain bundled, and publint finding nothing to say of either (no error, warning or suggestion).
    for (const { packageJson } of [packed.ui, packed.features]) {
      expect(JSON.stringify(packageJson)).not.toMatch(/workspace:|@license-console\/domain/);
      expect(packageJson.private).toBeUndefined();
      expect(packageJson.devDependencies).toBeUndefined();
    }
    // Ranges a host's own versions can meet (one zod, one React), the peers bounded to the majors we run on.
    expect(packed.features.packageJson.dependencies?.['@license-console/ui']).toBe(`^${packed.ui.packageJson.version}`);
    for (const { packageJson } of [packed.ui, packed.features]) {
      expect(Object.values(packageJson.dependencies ?? {}).filter((range) => !range.startsWith('^'))).toEqual([]);
    }
    expect(packed.features.packageJson.peerDependencies).toEqual({
      '@tanstack/react-query': '^5',
      react: '^19',
      'react-dom': '^19',
    });
    expect(packed.ui.packageJson.peerDependencies).toEqual({ react: '^19', 'react-dom': '^19' });
    // The terms a team takes them on: proprietary (npm's UNLICENSED), written out in the repository's LICENSE, a copy
    // of which each package keeps for its tarball.
    expect(packed.rootLicense).toMatch(/^Copyright \(c\) \d{4} License Console\. All rights reserved\.\n/);
    for (const { packageJson, files, license } of [packed.ui, packed.features]) {
      expect(packageJson.license).toBe('UNLICENSED');
      expect(files).toContain('LICENSE');
      expect(license).toBe(packed.rootLicense);
    }
    expect(packed.features.packageJson.exports['./styles.css']).toBe('./dist/styles.css');
    // Each resource folder is an entry of its own beside the root one: the app below imports the grid from it.
    expect(packed.features.packageJson.exports['./licenses']).toEqual({
      types: './dist/licenses.d.ts',
      import: './dist/licenses.js',
    });
    expect(packed.features.files).toEqual(
      expect.arrayContaining([
        'dist/index.js',
        'dist/index.d.ts',
        'dist/licenses.js',
        'dist/licenses.d.ts',
        'dist/api.js',
        'dist/testing.js',
        'dist/styles.css',
      ]),
    );
    expect(packed.features.files.some((file) => file.startsWith('src/'))).toBe(false);
    expect(packed.ui.lint).toEqual([]);
    expect(packed.features.lint).toEqual([]);

    // A consumer's file, importing the grid from its subpath, type-checks against the packed declarations.
    expect(packed.typecheck).toBe('');
    expect(packed.typecheckStatus).toBe(0);

    // Every rule of the stylesheet is limited to the widgets' roots and their content; no cascade layer but
    // Tailwind's lowest one (the fallback values of its own variables).
    const { selectors, layers } = stylesheetFacts(packed.stylesheet);
    expect(selectors.length).toBeGreaterThan(100);
    expect(selectors.filter((selector) => !selector.includes('[data-lc-scope]'))).toEqual([]);
    expect(layers).toEqual(['properties']);

    add(document.head, Object.assign(document.createElement('style'), { textContent: hostCss }));
    const host = add(document.body, Object.assign(document.createElement('section'), { className: 'host-page' }));
    host.innerHTML = hostHtml;
    const before = snapshotHost(host);
    expect(before.find((element) => element.element === 'BUTTON')?.['background-color']).toBe('rgb(255, 0, 255)');

    // The embedder's page: its stylesheet (the app's, from the package's styles.css) and its script, which imports
    // the grid from `@license-console/features/licenses` and the provider from `@license-console/features/api`.
    add(document.head, Object.assign(document.createElement('style'), { textContent: packed.appCss }));
    const root = add(document.body, Object.assign(document.createElement('div'), { id: packed.rootId }));
    cleanups.push(() => window.unmountLicenseConsoleFixture?.());
    add(document.body, Object.assign(document.createElement('script'), { textContent: packed.appScript }));

    // A desktop's width: the rows show their actions as links (a phone's rows put them in a menu).
    await page.viewport(1024, 768);
    const table = page.getByRole('table', { name: 'Licenses' });
    await expect.element(table.getByRole('link', { name: /^Edit: / }).first()).toBeVisible();
    expect(root.querySelectorAll('tbody tr').length).toBeGreaterThan(1);

    // The host page is as it was: its elements, its classes named like the widgets' and the document itself.
    expect(snapshotHost(host)).toEqual(before);

    // The widget is styled from the tokens, in spite of the host's own button and link rules.
    const grid = root.querySelector('[data-slot="license-grid"]')!;
    expect(grid.hasAttribute('data-lc-scope')).toBe(true);
    expect(getComputedStyle(grid).display).toBe('grid');
    expect(getComputedStyle(grid).fontFamily).toMatch(/^"?Inter Variable"?,/);
    const manage = page.getByRole('button', { name: 'Manage Licenses' });
    await expect.element(manage).toHaveStyle({ backgroundColor: 'rgb(29, 78, 216)' });
    const edit = table
      .getByRole('link', { name: /^Edit: / })
      .first()
      .element();
    expect(getComputedStyle(edit).color).toBe('rgb(15, 23, 42)');
    expect(getComputedStyle(edit).textDecorationLine).toBe('none');

    // A menu, drawn over the page from inside the widget's root (nothing of it lands elsewhere in the host's page),
    // carries the scope and is styled like the widget.
    await userEvent.click(manage);
    const menu = page.getByRole('menu');
    await expect.element(menu).toBeVisible();
    expect(menu.element().closest(`#${packed.rootId}`)).not.toBeNull();
    expect(menu.element().hasAttribute('data-lc-scope')).toBe(true);
    await expect
      .element(menu)
      .toHaveStyle({ backgroundColor: 'rgb(255, 255, 255)', borderTopColor: 'rgb(226, 232, 240)' });
    await expect
      .element(menu.getByRole('menuitem', { name: 'Add License' }))
      .toHaveStyle({ color: 'rgb(15, 23, 42)', textDecorationLine: 'none' });
    await userEvent.keyboard('{Escape}');
    await expect.element(menu).not.toBeInTheDocument();

    // The document's data-theme turns the widget dark and leaves the host page alone.
    const gridColour = () => getComputedStyle(grid).color;
    expect(gridColour()).toBe('rgb(15, 23, 42)');
    document.documentElement.dataset.theme = 'dark';
    cleanups.push(() => delete document.documentElement.dataset.theme);
    expect(gridColour()).toBe('rgb(241, 245, 249)');
    // The buttons' colours ease over 150 ms.
    await expect.poll(() => getComputedStyle(edit).color).toBe('rgb(241, 245, 249)');
    expect(snapshotHost(host)).toEqual(before);
    delete document.documentElement.dataset.theme;
    expect(gridColour()).toBe('rgb(15, 23, 42)');
  }, 240_000);
});
