// The index.html of every page the benches build (bundle-floor/, merge-render/, usage-render/,
// usage-import-preview/): each folder holds only its main.tsx, and Vite builds this one document as if it stood there.
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A Vite plugin that gives the page in `root` its index.html: `title`, a `#root` to render into and `./main.tsx`;
 * with the device-width viewport of a page that lays itself out, unless `viewport` is false (the bundle floor).
 */
export function benchPage(root: string, title: string, { viewport = true } = {}): Plugin {
  const input = join(root, 'index.html');
  const html = [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    ...(viewport ? ['    <meta name="viewport" content="width=device-width, initial-scale=1.0" />'] : []),
    `    <title>${title}</title>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '    <script type="module" src="./main.tsx"></script>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
  return {
    name: 'bench-page',
    enforce: 'pre',
    config: () => ({ build: { rolldownOptions: { input } } }),
    resolveId: (id) => (id === input ? id : null),
    load: (id) => (id === input ? html : null),
  };
}
