// How the operator commands (backup, restore, migrate, create-admin) end: a leaf module, so the backup socket and
// the commands can share it without importing each other.

/** How the commands end: 2 for a call they cannot act on (no file, not a dump), 3 for a database they must not touch. */
export const EXIT = { failed: 1, usage: 2, refused: 3 } as const;

/** A failure the command explains itself, ending it with `exitCode`. */
export class CommandError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.exitCode = exitCode;
  }
}
