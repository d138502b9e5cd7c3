import * as React from 'react';

/**
 * Where the screens say they hold unsaved work (a form's typed input, a product's SKU edits, the users list's role
 * switches), for the host app to warn before that work is left: one entry per screen part, dirty or not.
 */
interface UnsavedChanges {
  /** Whether any part of the page holds unsaved work. */
  readonly any: () => boolean;
  readonly set: (part: string, dirty: boolean) => void;
}

function createUnsavedChanges(): UnsavedChanges {
  const dirty = new Set<string>();
  return {
    any: () => dirty.size > 0,
    set: (part, isDirty) => {
      if (isDirty) dirty.add(part);
      else dirty.delete(part);
    },
  };
}

const UnsavedChangesContext = React.createContext<UnsavedChanges | null>(null);

/**
 * Tells the host that this screen holds unsaved work while `dirty` is true (and no longer once it unmounts), so
 * leaving the page asks first. Nothing happens outside a host that watches (a story, a test).
 */
function useUnsavedChanges(dirty: boolean): void {
  const changes = React.use(UnsavedChangesContext);
  const part = React.useId();
  React.useEffect(() => {
    changes?.set(part, dirty);
    return () => changes?.set(part, false);
  }, [changes, part, dirty]);
}

export { createUnsavedChanges, type UnsavedChanges, UnsavedChangesContext, useUnsavedChanges };
