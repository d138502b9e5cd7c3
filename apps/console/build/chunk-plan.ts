import type { Rolldown } from 'vite';

/**
 * The console's own code in the chunks /login and the first signed-in screen load. Left to itself, the bundler cuts
 * the code into one chunk per set of entries that uses it; with some thirty lazily loaded routes, fourteen adapters
 * and the signed-out screens, /login came in 23 files and the shell with the license list (the screen every sign-in
 * opens on) in about sixty, many under 1 KB, each compressed alone and each with its own imports and exports. The
 * plan puts that code in three chunks:
 *
 * - `login`: what /login loads after the entry's scripts (the signed-out routes, the login form, the design system's
 *   fields), which the signed-in routes that share a field with it load whole;
 * - `console`: what only the signed-in console uses of the first screen (the shell, the list, the parts of the design
 *   system the lists share), which every signed-in route has loaded before it runs;
 * - `common`: what the first screen shares with code that runs elsewhere (the verification screen, the other
 *   signed-out screens, the other resources' adapters): the contract's schemas and the domain's rules. Whichever of
 *   them runs first loads it whole.
 *
 * The entry's scripts stay as they are, the libraries keep their own chunk groups (apps/console/vite.config.ts), and a
 * module that is loaded lazily (a route, an adapter) keeps its own chunk, so each still loads only when it is needed.
 */
export interface ChunkPlan {
  login: Set<string>;
  console: Set<string>;
  common: Set<string>;
}

export interface PlanRoots {
  /** What /login loads besides the entry: the signed-out routes' module. */
  signedOut: string;
  /** What the first signed-in screen loads: the signed-in routes' module, the home's and the home's adapter. */
  firstScreen: readonly string[];
}

type Chunk = Pick<
  Rolldown.OutputChunk,
  'fileName' | 'facadeModuleId' | 'isEntry' | 'isDynamicEntry' | 'imports' | 'dynamicImports' | 'moduleIds'
>;

/**
 * The plan, read from a build left to the bundler: every module of the chunks /login loads after the entry's goes to
 * `login`; every module of the chunks the first screen loads and /login does not goes to `common`
 * when code outside the first screen's modules also reaches its chunk (through any import, lazy ones included), and
 * to `console` otherwise. A lazily loaded module itself stays out of all three.
 */
export function planChunks(chunks: readonly Chunk[], roots: PlanRoots): ChunkPlan {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facade = (id: string) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`the build has no chunk for ${id}`);
    return chunk;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  const reach = (from: readonly Chunk[], lazy: boolean, stop = new Set<Chunk>()) => {
    const seen = new Set<Chunk>();
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk) || stop.has(chunk)) return;
      seen.add(chunk);
      for (const file of lazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
        const next = byFile.get(file);
        if (next) visit(next);
      }
    };
    for (const chunk of from) visit(chunk);
    return seen;
  };

  const firstScreen = roots.firstScreen.map(facade);
  const loaded = reach([entry], false);
  const atLogin = reach([entry, facade(roots.signedOut)], false);
  const elsewhere = reach([entry], true, new Set(firstScreen));
  const lazilyLoaded = new Set(
    chunks.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry).map((chunk) => chunk.facadeModuleId),
  );
  const plan: ChunkPlan = { login: new Set(), console: new Set(), common: new Set() };
  const take = (chunk: Chunk, group: Set<string>) => {
    for (const id of chunk.moduleIds) if (!lazilyLoaded.has(id)) group.add(id);
  };
  for (const chunk of atLogin) if (!loaded.has(chunk)) take(chunk, plan.login);
  for (const chunk of reach(firstScreen, false)) {
    if (atLogin.has(chunk)) continue;
    take(chunk, elsewhere.has(chunk) ? plan.common : plan.console);
  }
  return plan;
}
