import { setFlagsFromString } from 'node:v8';

/**
 * How the server process's V8 heap grows, set before any other module is loaded: main.ts imports this alone, then
 * the server (serve.ts), so every way of starting the server (npm start, npm run dev, the e2e and benchmark server
 * processes) runs with it, and no start command has to carry a flag. The server answers within a memory budget
 * (256 MB resident while it imports 100,000 users; bench/usage-import.ts), which V8's defaults spend on garbage:
 *
 * - The young generation stays at its first size (1 MB semi-spaces). V8 doubles it whenever as much as its size has
 *   survived since it last grew, up to 64 MB semi-spaces, 128 MB committed and resident once used, and gives
 *   nothing back while the server idles: start-up alone took it to 64 MB, any import to 128 MB.
 * - No allocation-site pretenuring. Once some objects of an allocation site were seen surviving (rows waiting for
 *   their statement), V8 allocates that site's later objects straight in the old generation, where short-lived ones
 *   piled up as garbage (90 MB while a 100,000-row file was read) until the next full collection.
 * - The old generation is collected once it has grown half again over what the last full collection kept, instead
 *   of up to four times that.
 *
 * Measured on a 2-core machine, importing 100,000 users on PostgreSQL with and without these, taking turns: the
 * same import time, a resident peak of 175 MB instead of 290-370 MB, and 135 MB instead of 160 MB at rest; the
 * start-up takes about 0.4 s longer. V8 reads the three at every collection, so they take effect when set here;
 * limits it reads only as the process starts (--max-semi-space-size) would need every start command to carry them.
 */
setFlagsFromString('--semi-space-growth-factor=1');
setFlagsFromString('--no-allocation-site-pretenuring');
setFlagsFromString('--heap-growing-percent=50');
