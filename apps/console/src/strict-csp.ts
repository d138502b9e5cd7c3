import { config } from 'zod';

// The server's Content-Security-Policy allows no evaluated script, and zod probes for `new Function` when it
// builds an object schema, which the browser reports as a violation. index.html runs this module before the
// console's, so no schema is built before zod is told not to compile validators.
config({ jitless: true });
