// Types of start-builds.mjs.
export const CONSOLE_INPUTS: readonly string[];
export function consoleBuildIsCurrent(root: string, digest?: string): boolean;
