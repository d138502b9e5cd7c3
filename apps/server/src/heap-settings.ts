import { setFlagsFromString } from 'node:v8';

/**
 * How the server process's V8 heap grows (and, at the end, how it compiles the embedded engine's WebAssembly), set
 * before any other module is loaded: main.ts imports this alone, then the server (serve.ts), so every way of
 * starting the server (npm start, npm run dev, the e2e and benchmark server processes) runs with it, and no start
 * command has to carry a flag. The server answers within a memory budget (256 MB resident while it imports 100,000
 * users; bench/usage-import.ts), which V8's defaults spend on garbage:
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

/**
 * The embedded engine's WebAssembly (PostgreSQL, 9 MB of it) stays with its first, quick compilation (Liftoff). By
 * default V8 compiles the functions that run often a second time, optimised (TurboFan), in the background; with
 * PGlite that kept adding to the process's memory outside the JS heap and the engine's own memory, query after
 * query and without bound: 1,000 short statements made the process 100 MB larger, the demo seed of 1,500 statements
 * 300 MB, and the server sat at 500 MB before an import of 100,000 users. Measured on a 2-core machine, 4,000 short
 * statements on PGlite with and without these: 190 MB instead of 440-510 MB resident, and 0.8 s instead of 1.2-1.5 s
 * (the second compilations competed with the statements for the two cores). The two flags together say it: the
 * dynamic tiering off (V8 would otherwise tier up on its counters), and no tier-up at all (without dynamic tiering
 * V8 would optimise every function eagerly). --liftoff-only says the same but only as the process starts (its
 * implications are drawn then). Read whenever a module is compiled, so in effect for PGlite's, compiled later.
 */
setFlagsFromString('--no-wasm-dynamic-tiering');
setFlagsFromString('--no-wasm-tier-up');
