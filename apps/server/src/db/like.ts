/**
 * A person's text inside a LIKE pattern, in lower case, its own wildcards (`%`, `_`) and the escape (`\`) matching
 * themselves: the statement says `escape '\'`.
 */
function literal(text: string): string {
  return text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A LIKE pattern matching a lower-case text that holds `text` anywhere. */
export function likeContaining(text: string): string {
  return `%${literal(text)}%`;
}

/** A LIKE pattern matching a lower-case text that starts with `text`. */
export function likeStartingWith(text: string): string {
  return `${literal(text)}%`;
}
