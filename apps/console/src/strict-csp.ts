import type { z } from 'zod';

// The server's Content-Security-Policy allows no evaluated script, and zod probes for `new Function` when it
// builds an object schema, which the browser reports as a violation. zod keeps its settings on
// `globalThis.__zod_globalConfig` (one object for every copy of zod on the page), so the console tells it not to
// compile validators there, before anything else runs, without loading zod itself: zod loads with the first
// screen that validates with it, never with /login. strict-csp.test.ts holds zod to this.
const page = globalThis as { __zod_globalConfig?: z.core.$ZodConfig };
page.__zod_globalConfig = Object.assign(page.__zod_globalConfig ?? {}, { jitless: true });
