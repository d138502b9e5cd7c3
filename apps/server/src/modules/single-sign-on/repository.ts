import type { Queryable } from '../../db/database.ts';

export interface SsoSiteRecord {
  id: number;
  publicId: string;
  name: string;
  url: string;
  /** SPKI PEM: how a site, and this server, check what the other signed. */
  publicKey: string;
  /** The site's private key as the key box sealed it (never the plain PEM); null when the server holds none. */
  privateKeySealed: string | null;
  /** After a rotation, the former public key while its overlap lasts; null otherwise (an expired one reads as none). */
  previousPublicKey: string | null;
  /** The former private key, sealed, while its overlap lasts. */
  previousPrivateKeySealed: string | null;
  /** When the former key stops being valid (ISO 8601), while it still is. */
  previousKeyExpiresAt: string | null;
  /** The row's version (migration 0015): what the site's ETag names. */
  rowVersion: number;
}

/** What a site shows: everything but its sealed private keys, named by its public id. */
export interface SsoSiteRow {
  id: string;
  name: string;
  url: string;
  publicKey: string;
  previousKey?: { publicKey: string; expiresAt: string };
}

/** A former key is valid until its overlap ends, by the database's clock; after that it reads as none everywhere. */
const previousValid = 'previous_key_expires_at > now()';

const previousColumns = `case when ${previousValid} then previous_public_key end as "previousPublicKey",
  case when ${previousValid} then previous_key_expires_at end as "previousKeyExpiresAt"`;

const columns = `id, public_id as "publicId", name, url, public_key as "publicKey",
  private_key_encrypted as "privateKeySealed", ${previousColumns},
  case when ${previousValid} then previous_private_key_encrypted end as "previousPrivateKeySealed",
  row_version as "rowVersion"`;

const rowColumns = `public_id as id, name, url, public_key as "publicKey", ${previousColumns}`;

/** A timestamp as either engine answers it (a Date, or text), as ISO 8601. */
function isoInstant(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

function withNumericId(row: SsoSiteRecord | undefined): SsoSiteRecord | null {
  return row ? { ...row, id: Number(row.id), previousKeyExpiresAt: isoInstant(row.previousKeyExpiresAt) } : null;
}

type ListedRow = Omit<SsoSiteRow, 'previousKey'> & { previousPublicKey: string | null; previousKeyExpiresAt: unknown };

/** A site as shown: its former key only while valid. */
export function shownSite(site: {
  id: string;
  name: string;
  url: string;
  publicKey: string;
  previousPublicKey: string | null;
  previousKeyExpiresAt: unknown;
}): SsoSiteRow {
  const expiresAt = isoInstant(site.previousKeyExpiresAt);
  const shown: SsoSiteRow = { id: site.id, name: site.name, url: site.url, publicKey: site.publicKey };
  if (site.previousPublicKey && expiresAt) shown.previousKey = { publicKey: site.previousPublicKey, expiresAt };
  return shown;
}

/** Every statement on SSO sites. Built over the database, or over a transaction for a change and its audit row. */
export function createSsoSiteRepository(db: Queryable) {
  return {
    async findByPublicId(publicId: string): Promise<SsoSiteRecord | null> {
      const [row] = await db.query<SsoSiteRecord>(`select ${columns} from sso_sites where public_id = $1`, [publicId]);
      return withNumericId(row);
    },
    async findByUrl(url: string): Promise<SsoSiteRecord | null> {
      const [row] = await db.query<SsoSiteRecord>(
        `select ${columns} from sso_sites where url = $1 order by id limit 1`,
        [url],
      );
      return withNumericId(row);
    },
    /** Every site, by name (case aside), then id. */
    async list(): Promise<SsoSiteRow[]> {
      const rows = await db.query<ListedRow>(`select ${rowColumns} from sso_sites order by lower(name), id`);
      return rows.map(shownSite);
    },
    /** The site's row, locked for a change. */
    async lock(publicId: string): Promise<SsoSiteRecord | null> {
      const [row] = await db.query<SsoSiteRecord>(`select ${columns} from sso_sites where public_id = $1 for update`, [
        publicId,
      ]);
      return withNumericId(row);
    },
    /** Which of the name and URL a site other than `exceptPublicId` already has, ignoring case. */
    async taken(
      site: { name: string; url: string },
      exceptPublicId: string | null,
    ): Promise<{ name: boolean; url: boolean }> {
      const [row] = await db.query<{ name: boolean; url: boolean }>(
        `select coalesce(bool_or(lower(name) = lower($1)), false) as name,
                coalesce(bool_or(lower(url) = lower($2)), false) as url
           from sso_sites where (lower(name) = lower($1) or lower(url) = lower($2))
            and ($3::text is null or public_id <> $3)`,
        [site.name, site.url, exceptPublicId],
      );
      return { name: row?.name === true, url: row?.url === true };
    },
    /** Registers a site; null when another took its name or URL meanwhile (the unique indexes). */
    async insert(
      site: Pick<SsoSiteRecord, 'publicId' | 'name' | 'url' | 'publicKey' | 'privateKeySealed'>,
    ): Promise<SsoSiteRecord | null> {
      const [row] = await db.query<SsoSiteRecord>(
        `insert into sso_sites (public_id, name, url, public_key, private_key_encrypted)
         values ($1, $2, $3, $4, $5) on conflict do nothing returning ${columns}`,
        [site.publicId, site.name, site.url, site.publicKey, site.privateKeySealed],
      );
      return withNumericId(row);
    },
    /** Renames or moves a site (its keys stay); the row is locked by the caller. */
    async update(id: number, site: { name: string; url: string }): Promise<void> {
      await db.query('update sso_sites set name = $2, url = $3 where id = $1', [id, site.name, site.url]);
    },
    /**
     * Gives a locked site a new key pair: its current pair becomes the former one, valid for `overlapDays` more
     * days by the database's clock; whatever former pair it had is dropped (the caller refuses while one is valid).
     */
    async rotate(id: number, next: { publicKey: string; privateKeySealed: string }, overlapDays: number) {
      const [row] = await db.query<SsoSiteRecord>(
        `update sso_sites set previous_public_key = public_key,
                previous_private_key_encrypted = private_key_encrypted,
                previous_key_expires_at = now() + $4::int * interval '1 day',
                public_key = $2, private_key_encrypted = $3
          where id = $1 returning ${columns}`,
        [id, next.publicKey, next.privateKeySealed, overlapDays],
      );
      return withNumericId(row)!;
    },
    /** Erases the former keys whose overlap has ended (they already read as none): no sealed key outlives its use. */
    async purgeExpiredKeys(): Promise<void> {
      await db.query(
        `update sso_sites set previous_public_key = null, previous_private_key_encrypted = null,
                previous_key_expires_at = null
          where previous_key_expires_at <= now()`,
      );
    },
    async remove(id: number): Promise<void> {
      await db.query('delete from sso_sites where id = $1', [id]);
    },
  };
}

export type SsoSiteRepository = ReturnType<typeof createSsoSiteRepository>;
