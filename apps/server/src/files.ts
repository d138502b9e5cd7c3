import { basename, join } from 'node:path';

/**
 * Where the server finds its own files, whether it runs from its sources (src/) or from the build's bundle
 * (dist/server.mjs, whose modules all sit in dist/ with a copy of the migrations beside them). Both folders are one
 * level under apps/server, so the pre-migrated snapshot is in the same place either way.
 */
const here = import.meta.dirname;
/** Whether this runs from the build's bundle (dist/), as the image does, rather than from the sources. */
export const bundled = basename(here) === 'dist';

export const migrationsDir = bundled ? join(here, 'migrations') : join(here, 'db', 'migrations');
export const snapshotDir = join(here, '..', 'dist', 'pglite-snapshot');
