/** Runs an object-level rule even while other fields are invalid, so every message shows at once. */
export const always = { when: () => true } as const;

/** Reads a field of a value that may not have passed its own schema yet. */
export function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}
