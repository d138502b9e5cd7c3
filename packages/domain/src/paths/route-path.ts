/** The names of a route pattern's parameters: `edit/:productId` has `productId`. */
export type RouteParams<Pattern extends string> = Pattern extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParams<Rest>
  : Pattern extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A link to a route: its pattern (`/product/edit/:productId`, as the console's router matches it) with each parameter
 * filled in, encoded as one path segment. The pattern is written once, so a route and the links to it cannot drift.
 */
export function fillPath<const Pattern extends string>(
  pattern: Pattern,
  params: Readonly<Record<RouteParams<Pattern>, string>>,
): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Readonly<Record<string, string>>)[name] ?? ''),
  );
}

/**
 * The paths of a section that lists records an administrator keeps (products, SSO sites): the list at the section's
 * address, a new record at `new` and a record's form at `edit/:<id>` below it.
 */
export function recordListPaths<const Section extends string, const Id extends string>(section: Section, id: Id) {
  const routes = { add: 'new', edit: `edit/:${id}` } as const;
  return {
    section,
    /** The section's screens below `section`, as its router matches them. */
    routes,
    list: section,
    add: `${section}/${routes.add}` as const,
    edit: (recordId: string) => fillPath<string>(`${section}/${routes.edit}`, { [id]: recordId }),
  } as const;
}
