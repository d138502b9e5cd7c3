// Types of steps.mjs, plain JavaScript so that scripts/lc.mjs can run it on any Node.
export function stepsDir(root: string): string;
export function inputsDigest(root: string, inputs: readonly string[]): string;
export function stampIsCurrent(stampFile: string, digest: string): boolean;
export function writeStamp(stampFile: string, digest: string): void;
export function foldedStep(
  label: string,
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): number;
export function skippedStep(message: string): void;
export const INSTALL_INPUTS: readonly string[];
export function dependenciesAreCurrent(root: string, digest?: string): boolean;
export function installFinished(root: string, digest: string): void;
