#!/usr/bin/env node
// Entry point of every root command. It runs on whatever Node the machine has (20 or newer) and brings the
// project's pinned Node and pnpm from the npm registry into .tools/, installs the workspace's dependencies
// when they are missing or stale, then runs the `x:` script of the same name with the pinned toolchain.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localDefaults } from './local-env.mjs';
import {
  dependenciesAreCurrent,
  foldedStep,
  INSTALL_INPUTS,
  inputsDigest,
  installFinished,
  stepsDir,
} from './steps.mjs';

const NODE_VERSION = '24.21.0';
const root = dirname(dirname(fileURLToPath(import.meta.url)));
// One pin for pnpm: package.json's packageManager field (pnpm-workspace.yaml's `pmOnFail: ignore` keeps pnpm from
// fetching it again for every platform; this launcher installs exactly that version).
const PNPM_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.replace(/^pnpm@/, '');
const tools = join(root, '.tools');
const bin = join(tools, 'node_modules', '.bin');
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}` };
const commands = {
  start: ['x:start'],
  dev: ['x:dev'],
  build: ['x:build'],
  lint: ['x:lint'],
  storybook: ['x:storybook'],
  bench: ['x:bench'],
  chromatic: ['x:chromatic'],
  test: ['x:test'],
  migrate: ['x:migrate'],
  backup: ['x:backup'],
  restore: ['x:restore'],
  'create-admin': ['x:create-admin'],
};

function log(message) {
  process.stderr.write(`[license-console] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function versionOf(command) {
  const result = spawnSync(join(bin, command), ['--version'], { env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : '';
}

function ensureToolchain() {
  if (versionOf('node') === `v${NODE_VERSION}` && versionOf('pnpm') === PNPM_VERSION) return;
  log(`installing Node ${NODE_VERSION} and pnpm ${PNPM_VERSION} into .tools/`);
  mkdirSync(tools, { recursive: true });
  writeFileSync(join(tools, 'package.json'), '{ "private": true }\n');
  const status = run('npm', [
    'install',
    '--prefix',
    tools,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    `node@${NODE_VERSION}`,
    `pnpm@${PNPM_VERSION}`,
  ]);
  if (status !== 0 || versionOf('node') !== `v${NODE_VERSION}`) {
    log('could not install the pinned toolchain from the npm registry');
    process.exit(status || 1);
  }
}

function ensureDependencies() {
  const digest = inputsDigest(root, INSTALL_INPUTS);
  if (dependenciesAreCurrent(root, digest)) return;
  const install = ['install', '--frozen-lockfile', '--reporter=append-only'];
  const logFile = join(stepsDir(root), 'install.log');
  const status = foldedStep('installing dependencies', join(bin, 'pnpm'), install, { cwd: root, env, logFile });
  if (status !== 0) process.exit(status);
  installFinished(root, digest);
}

const name = process.argv[2];
if (!commands[name]) {
  log(`unknown command "${name}"; one of: ${Object.keys(commands).join(', ')}`);
  process.exit(2);
}
Object.assign(env, localDefaults(name, env));
ensureToolchain();
ensureDependencies();
process.exit(run(join(bin, 'pnpm'), ['run', '--silent', ...commands[name], ...process.argv.slice(3)]));
