import { describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import type { PackResult } from '../scripts/pack-fixture.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    packAndRender: () => Promise<PackResult>;
  }
}

describe('given packages/ui built, packed and installed into a fixture outside the workspace', () => {
  it('should render its primitives, style them with its one CSS file and type-check a consumer', async () => {
    const packed = await commands.packAndRender();

    // What a consumer installs: ESM, declarations, one stylesheet (with the bundled font beside it) and the tokens.
    expect(packed.files).toEqual(
      expect.arrayContaining(['package.json', 'dist/index.js', 'dist/index.d.ts', 'dist/styles.css']),
    );
    expect(packed.files.filter((file) => file.endsWith('.css'))).toEqual(['dist/styles.css', 'dist/tokens.css']);
    expect(packed.packageJson.exports['./tokens.css']).toBe('./dist/tokens.css');
    expect(packed.files.some((file) => file.startsWith('src/'))).toBe(false);
    expect(packed.packageJson.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
    // The domain helpers are bundled, so nothing private or workspace-only is left to install.
    expect(JSON.stringify(packed.packageJson.dependencies)).not.toMatch(/workspace:|@license-console/);
    // publint finds nothing to say of the tarball: no error, warning or suggestion.
    expect(packed.lint).toEqual([]);

    expect(packed.typecheck).toBe('');
    expect(packed.typecheckStatus).toBe(0);

    const host = document.createElement('div');
    host.innerHTML = packed.html;
    const style = document.createElement('style');
    style.textContent = packed.css;
    document.head.append(style);
    document.body.append(host);
    try {
      const button = host.querySelector('button[data-slot="button"]');
      expect(button?.textContent).toBe('Delete');
      expect(host.querySelector('[data-slot="badge"]')?.textContent).toBe('Active');
      expect(host.querySelector('[data-slot="version-status-label"]')?.textContent).toBe('(Needs update)');
      expect(host.querySelector('caption')?.textContent).toBe('Licenses');
      // A column definition from the package draws its checkbox, named by the row.
      expect(host.querySelector('[data-slot="data-grid-select-row"]')?.getAttribute('aria-label')).toBe(
        'Pick ada@example.com',
      );
      // The compiled stylesheet carries the tokens: the destructive button is painted in the destructive colour.
      expect(getComputedStyle(button as Element).backgroundColor).toBe('rgb(185, 28, 28)');
    } finally {
      host.remove();
      style.remove();
    }
  }, 120_000);
});
