/**
 * Proves the published package works for a consumer: scripts/pack-fixture.ts builds and packs packages/ui and
 * installs the tarball into a fixture outside the workspace; here a primitive is rendered from it with
 * react-dom/server and an import type-checked. Runs in Node as a Vitest browser command (see vitest.config.ts);
 * src/package.test.ts asserts on what it returns.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PackedPackageJson, withPackedFixture } from '../../../scripts/pack-fixture.ts';

const uiDir = join(import.meta.dirname, '..');

interface PackResult {
  /** Files in the tarball, relative to the package root. */
  files: string[];
  packageJson: PackedPackageJson;
  /** publint's findings on the tarball. */
  lint: string[];
  /** renderToString of the fixture's elements, imported from the installed package. */
  html: string;
  /** The installed dist/styles.css. */
  css: string;
  /** tsc's output on a consumer file importing the package (empty when it type-checks). */
  typecheck: string;
  typecheckStatus: number | null;
}

const renderScript = `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { Badge, Button, DataGrid, selectionColumn, VersionStatus } from '@license-console/ui';

const columns = [selectionColumn({ header: 'Pick' }), { accessorKey: 'email', header: 'Email' }];
process.stdout.write(
  renderToString(
    h('div', null,
      h(Button, { variant: 'destructive' }, 'Delete'),
      h(Badge, { variant: 'success' }, 'Active'),
      h(VersionStatus, { status: 'needs-update', version: '23.9.0' }),
      h(DataGrid, {
        label: 'Licenses',
        data: [{ email: 'ada@example.com' }],
        columns,
        getRowId: (row) => row.email,
        getRowLabel: (row) => row.email,
      }),
    ),
  ),
);
`;

const consumerSource = `import { Button, type ButtonProps, DataGrid, type DataGridColumn, selectionColumn } from '@license-console/ui';
import { createElement } from 'react';

interface Row { email: string }
const props: ButtonProps = { variant: 'secondary', size: 'sm', loading: true };
const columns: DataGridColumn<Row>[] = [
  selectionColumn<Row>({ header: 'Pick' }),
  { accessorKey: 'email', header: 'Email', meta: { filter: { type: 'text' } } },
];
export const button = createElement(Button, props, 'Save');
export const grid = createElement(DataGrid<Row>, { label: 'Users', data: [], columns, getRowId: (row: Row) => row.email });
`;

export function packAndRender(): Promise<PackResult> {
  return withPackedFixture(
    [uiDir],
    (fixture) => {
      const [ui] = fixture.packages;
      fixture.write('render.mjs', renderScript);
      const html = fixture.run(process.execPath, ['render.mjs']).stdout;
      const typecheck = fixture.typecheck(consumerSource);
      return {
        files: ui!.files,
        packageJson: ui!.packageJson,
        lint: ui!.lint,
        html,
        css: readFileSync(join(ui!.dir, 'dist', 'styles.css'), 'utf8'),
        typecheck: typecheck.output,
        typecheckStatus: typecheck.status,
      };
    },
    { links: ['@types/react'] },
  );
}

export type { PackResult };
