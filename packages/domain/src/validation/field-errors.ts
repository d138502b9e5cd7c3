/** A zod issue, as much of it as a form reads. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Every message a refused parse gives, by field: the issue's path joined with dots ('' for the form as a whole), in
 * the order the schema found them.
 */
export function fieldErrorLists(issues: readonly FieldIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

/** The first message of each field a refused parse names: what a form shows under the field. */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fieldErrorLists(issues)).flatMap(([field, [first]]) =>
      first === undefined ? [] : [[field, first]],
    ),
  );
}
