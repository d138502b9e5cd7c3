/**
 * What a person had typed when the inactivity logout came (spec §9), kept for their next sign-in in this tab: each
 * open form registers what it would keep, the logout writes the dirty ones to session storage under the person and
 * the address, and the form put back on that address after the sign-in takes its draft back. Only fields a form
 * names are kept (never a password or a private key), only for the person who typed them, and only until the tab
 * closes, LOG OUT, or someone else signs in.
 */

type DraftValues = Record<string, unknown>;

interface KeptDrafts {
  user: string;
  path: string;
  drafts: Record<string, DraftValues>;
}

const STORAGE_KEY = 'lc:kept-drafts';

/** The open forms' drafts by key: each answers its kept fields while it holds unsaved work, null otherwise. */
const openDrafts = new Map<string, () => DraftValues | null>();

function here(): string {
  return `${globalThis.location?.pathname ?? ''}${globalThis.location?.search ?? ''}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function read(): KeptDrafts | null {
  try {
    const parsed: unknown = JSON.parse(globalThis.sessionStorage?.getItem(STORAGE_KEY) ?? 'null');
    if (!isRecord(parsed) || typeof parsed.user !== 'string' || typeof parsed.path !== 'string') return null;
    if (!isRecord(parsed.drafts) || !Object.values(parsed.drafts).every(isRecord)) return null;
    return { user: parsed.user, path: parsed.path, drafts: parsed.drafts as Record<string, DraftValues> };
  } catch {
    return null;
  }
}

function write(kept: KeptDrafts | null): void {
  try {
    if (kept && Object.keys(kept.drafts).length > 0)
      globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(kept));
    else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (full, or blocked by the browser): the drafts are lost as before, nothing else breaks.
  }
}

/** A form's draft, offered while it is open; the returned function withdraws it. */
function offerDraft(key: string, take: () => DraftValues | null): () => void {
  openDrafts.set(key, take);
  return () => {
    if (openDrafts.get(key) === take) openDrafts.delete(key);
  };
}

/** The inactivity logout: keeps the open forms' unsaved fields for `user`'s next sign-in on this address. */
function keepDrafts(user: string): void {
  const drafts: Record<string, DraftValues> = {};
  for (const [key, take] of openDrafts) {
    const values = take();
    if (values) drafts[key] = values;
  }
  write({ user, path: here(), drafts });
}

/** The draft `user` left in form `key` on this address, taken (it is given back once); null when there is none. */
function takeKeptDraft(user: string, key: string): DraftValues | null {
  const kept = read();
  if (!kept) return null;
  if (kept.user !== user) {
    write(null);
    return null;
  }
  const draft = kept.path === here() ? kept.drafts[key] : undefined;
  if (!draft) return null;
  delete kept.drafts[key];
  write(kept);
  return draft;
}

/** Forgets the kept drafts: all of them (LOG OUT), or those of anyone but `user` (someone else signed in). */
function dropKeptDrafts(unlessUser?: string): void {
  const kept = read();
  if (kept && kept.user !== unlessUser) write(null);
}

export { type DraftValues, dropKeptDrafts, keepDrafts, offerDraft, STORAGE_KEY as KEPT_DRAFTS_KEY, takeKeptDraft };
