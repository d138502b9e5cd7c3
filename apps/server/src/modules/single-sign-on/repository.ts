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
}

/** What a site shows: everything but its sealed private key, named by its public id. */
export interface SsoSiteRow {
  id: string;
  name: string;
  url: string;
  publicKey: string;
}

const columns = `id, public_id as "publicId", name, url, public_key as "publicKey",
  private_key_encrypted as "privateKeySealed"`;

const rowColumns = 'public_id as id, name, url, public_key as "publicKey"';

function withNumericId(row: SsoSiteRecord | undefined): SsoSiteRecord | null {
  return row ? { ...row, id: Number(row.id) } : null;
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
      return db.query<SsoSiteRow>(`select ${rowColumns} from sso_sites order by lower(name), id`);
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
    async insert(site: Omit<SsoSiteRecord, 'id'>): Promise<SsoSiteRecord | null> {
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
    async remove(id: number): Promise<void> {
      await db.query('delete from sso_sites where id = $1', [id]);
    },
  };
}

export type SsoSiteRepository = ReturnType<typeof createSsoSiteRepository>;
