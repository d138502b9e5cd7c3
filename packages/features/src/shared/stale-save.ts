import type { PreconditionFailed } from '@license-console/domain';
import { type RefObject, useRef, useState } from 'react';

/** A save refused because someone else saved the record after the form loaded it, and the edit it would have saved. */
interface StaleSave<Edit> {
  refusal: PreconditionFailed;
  mine: Edit;
}

/**
 * A form's side of optimistic concurrency: the ETag of what it shows (sent as If-Match with its save), the refused
 * save while its dialog is open, and the dialog's Overwrite and Escape. Reload is the form's own: it knows its fields.
 */
function useStaleSave<Edit>(resave: (edit: Edit) => void) {
  const etag: RefObject<string | null> = useRef<string | null>(null);
  const [stale, setStale] = useState<StaleSave<Edit> | null>(null);
  return {
    etag,
    stale,
    setStale,
    /** Overwrite: the edit is saved again, now based on the version the refusal named. */
    overwriteStale: () => {
      if (!stale) return;
      etag.current = stale.refusal.etag;
      setStale(null);
      resave(stale.mine);
    },
    /** Escape: the dialog closes and the form keeps the edit; saving again asks again. */
    dismissStale: () => setStale(null),
  };
}

export { type StaleSave, useStaleSave };
