/** One field of a change: its name (a path into the entry's fields) and its value before and after. */
interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const LONGEST_VALUE = 120;

function shown(value: unknown): string {
  if (value === undefined) return '';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The fields an entry's before and after differ in, one level into nested records ('usage.firstName'); a field
 * only one side holds shows the other empty. Values past 120 characters are cut.
 */
function changesOf(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (JSON.stringify(before ?? null) === JSON.stringify(after ?? null)) return [];
    return [{ field: prefix, before: shown(before ?? undefined), after: shown(after ?? undefined) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field}` : field;
    if (!prefix && (isRecord(from[field]) || isRecord(to[field]))) return changesOf(from[field], to[field], path);
    if (JSON.stringify(from[field] ?? null) === JSON.stringify(to[field] ?? null)) return [];
    return [{ field: path, before: shown(from[field] ?? undefined), after: shown(to[field] ?? undefined) }];
  });
}

export { changesOf, type FieldChange };
