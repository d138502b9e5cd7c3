// Types of local-env.mjs, plain JavaScript so that scripts/lc.mjs can run it on any Node.
export function localDefaults(command: string, env: NodeJS.ProcessEnv): Record<string, string>;
