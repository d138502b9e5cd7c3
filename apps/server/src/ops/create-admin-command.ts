// `npm run create-admin -- --email ops@corp.example` (node dist/create-admin.mjs in the image): creates a super
// administrator without a password in the database the server of the same environment uses, and prints the
// single-use link on which they set one (create-admin.ts). A module of its own, apart from what the server imports:
// the bundle's entry runs it as it loads.
import { readConfig } from '../config.ts';
import { CommandError, EXIT } from './command-error.ts';
import { createAdministratorIn } from './create-admin.ts';
import { commandTarget, describeTarget } from './target.ts';

/** `--email X` or `--email=X`, and nothing else. */
function parseArguments(args: string[]): string {
  const usage = new CommandError(
    'usage: npm run create-admin -- --email ops@corp.example (node dist/create-admin.mjs --email … in the image)',
    EXIT.usage,
  );
  if (args.length === 1 && args[0]?.startsWith('--email=')) return args[0].slice('--email='.length);
  if (args.length === 2 && args[0] === '--email') return args[1] ?? '';
  throw usage;
}

try {
  const email = parseArguments(process.argv.slice(2));
  const config = readConfig();
  const target = commandTarget(config);
  const result = await createAdministratorIn(target, email, config);
  const hours = result.lifetimeMinutes / 60;
  process.stdout.write(
    `${result.created ? 'Created the super administrator' : 'A new link for the super administrator'} ` +
      `${result.email} in ${describeTarget(target)}. Open this link within ${hours} hour${hours === 1 ? '' : 's'} ` +
      `to set the password; it works once:\n${result.link}\n`,
  );
  process.exit(0);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(error instanceof CommandError ? error.exitCode : EXIT.failed);
}
