import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { libraryConfig } from '../ui/scripts/library-config.ts';
import { buildScopedStylesheet } from '../ui/scripts/stylesheet.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const packageJson = JSON.parse(readFileSync(new URL('package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, string>;
};

/**
 * The entries are the package's exports, read from the workspace's map of them (`"./licenses":
 * "./src/licenses/index.ts"` builds dist/licenses.js, which publishConfig's map names): the root, each resource
 * folder's index and `./testing`.
 */
const entries = Object.fromEntries(
  Object.entries(packageJson.exports)
    .filter(([, source]) => source.endsWith('.ts'))
    .map(([subpath, source]) => [subpath === '.' ? 'index' : subpath.slice(2), source.slice(2)]),
);

/**
 * The widgets as a library: the root entry, one entry per resource folder (`./licenses`, `./api`…) and the fakes on
 * `./testing`, ESM plus type declarations, and the embedder stylesheet (src/embed.css, scoped to the widgets) as
 * dist/styles.css. Every module the entries reach is a file of its own under dist/modules (see module-entries.ts), so
 * a host importing one widget bundles that widget's modules only. The domain (private, source only) is bundled, its
 * code and its types; the design system, the peers and the other dependencies stay external.
 */
export default defineConfig(() =>
  libraryConfig({
    root,
    entries,
    // The domain's types are inlined: its package is private and never installed beside this one.
    dtsCompilerOptions: {
      paths: {
        '@license-console/domain': ['../domain/src/index.ts'],
        '@license-console/domain/messages': ['../domain/src/messages/sections.ts'],
        '@license-console/domain/reminder-messages': ['../domain/src/messages/reminders.ts'],
      },
    },
    onSuccess: () => buildScopedStylesheet({ root, input: 'src/embed.css' }),
  }),
);
