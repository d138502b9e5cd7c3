import { chmod, mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Makes the embedded database's data folder its user's alone (mode 0700) before anything is created in it: the
 * engine writes its files readable and writable by everyone (0666, in 0755 folders), and the backup socket answers
 * whoever can reach it, so the folder itself is what keeps every other local user out. A folder that already exists
 * is narrowed when this user owns it; one another user owns (a volume mounted by root, say) is left as its owner set it.
 */
export async function secureDataDir(dataDir: string): Promise<void> {
  await mkdir(dirname(dataDir), { recursive: true });
  await mkdir(dataDir, { mode: 0o700 }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  const { mode, uid } = await stat(dataDir);
  if ((mode & 0o777) !== 0o700 && uid === process.getuid?.()) await chmod(dataDir, 0o700);
}
