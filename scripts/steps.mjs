// The steps a root command runs before its own work (installing dependencies, building the console, the embedded
// database), each told in one line while its whole output goes to a log file, shown in full only when it fails; and
// the check that lets `npm start` skip a build whose inputs are what they were when it last ran. Plain JavaScript:
// scripts/lc.mjs imports it before the pinned Node is there.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** Where the steps' stamps and logs live: gitignored, and gone with node_modules, when everything is built again. */
export const stepsDir = (root) => join(root, 'node_modules', '.cache', 'license-console');

/** Folders of an input tree that are outputs or caches, never inputs. */
const NOT_INPUTS = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'test-results',
  '__screenshots__',
  '.vite',
  '.vitest',
  '.vitest-attachments',
]);

function filesUnder(root, path, into) {
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch {
    // A file, or an input that does not exist: a missing input is part of the digest by its name alone.
    into.push(path);
    return;
  }
  for (const entry of entries) {
    if (entry.isDirectory()) {
      if (!NOT_INPUTS.has(entry.name)) filesUnder(root, join(path, entry.name), into);
    } else if (entry.isFile()) {
      into.push(join(path, entry.name));
    }
  }
}

/**
 * A digest of the files and folders in `inputs` (paths relative to `root`): every file's path and content, so a file
 * added, removed, renamed or edited changes it, and a checkout that only touches mtimes does not.
 */
export function inputsDigest(root, inputs) {
  const files = [];
  for (const input of inputs) filesUnder(root, join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files.map((path) => relative(root, path).split(sep).join('/')).sort()) {
    hash.update(`${file}\0`);
    try {
      hash.update(readFileSync(join(root, file)));
    } catch {
      hash.update('\0missing');
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether the stamp at `stampFile` records `digest`: the last build ran on these very inputs, and finished. */
export function stampIsCurrent(stampFile, digest) {
  try {
    return JSON.parse(readFileSync(stampFile, 'utf8')).digest === digest;
  } catch {
    return false;
  }
}

/** Records that a build of `digest`'s inputs finished (written only after it did). */
export function writeStamp(stampFile, digest) {
  mkdirSync(dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, `${JSON.stringify({ digest, builtAt: new Date().toISOString() })}\n`);
}

/** What an install of the workspace's dependencies reads. */
export const INSTALL_INPUTS = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml'];
const installStamp = (root) => join(stepsDir(root), 'install.json');
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/**
 * The installed dependencies match the lockfile and manifests: pnpm wrote its marker after they last changed, or our
 * last install finished on these very files. pnpm leaves its marker as it was when there was nothing to install, so
 * the stamp is what keeps an edit of package.json's scripts from costing an install on every later start.
 */
export function dependenciesAreCurrent(root, digest = inputsDigest(root, INSTALL_INPUTS)) {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (!existsSync(marker)) return false;
  if (mtime(marker) > Math.max(...INSTALL_INPUTS.map((file) => mtime(join(root, file))))) return true;
  return stampIsCurrent(installStamp(root), digest);
}

/** Records that an install of `digest`'s lockfile and manifests finished. */
export function installFinished(root, digest) {
  writeStamp(installStamp(root), digest);
}

function say(message) {
  process.stderr.write(`[license-console] ${message}`);
}

/**
 * Runs `command` as one step: a line saying what it does and how long it took, its whole output in `logFile`. When
 * it fails, the log is printed in full and the step's exit status returned.
 */
export function foldedStep(label, command, args, { cwd, env, logFile }) {
  mkdirSync(dirname(logFile), { recursive: true });
  const started = performance.now();
  say(`${label}… `);
  const output = openSync(logFile, 'w');
  let result;
  try {
    result = spawnSync(command, args, { cwd, env, stdio: ['ignore', output, output] });
  } finally {
    closeSync(output);
  }
  const seconds = Math.round((performance.now() - started) / 1000);
  const status = result.error ? 1 : (result.status ?? 1);
  if (status === 0) {
    process.stderr.write(`done in ${seconds} s\n`);
    return 0;
  }
  process.stderr.write(`failed after ${seconds} s; its output (${relative(cwd, logFile)}):\n`);
  if (existsSync(logFile)) process.stderr.write(readFileSync(logFile));
  if (result.error) process.stderr.write(`${result.error.message}\n`);
  return status;
}

/** A line of its own, for a step that had nothing to do. */
export function skippedStep(message) {
  say(`${message}\n`);
}
