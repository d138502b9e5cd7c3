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

const columns = `id, public_id as "publicId", name, url, public_key as "publicKey",
  private_key_encrypted as "privateKeySealed"`;

function withNumericId(row: SsoSiteRecord | undefined): SsoSiteRecord | null {
  return row ? { ...row, id: Number(row.id) } : null;
}

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
    async insert(site: Omit<SsoSiteRecord, 'id'>): Promise<SsoSiteRecord> {
      const [row] = await db.query<SsoSiteRecord>(
        `insert into sso_sites (public_id, name, url, public_key, private_key_encrypted)
         values ($1, $2, $3, $4, $5) returning ${columns}`,
        [site.publicId, site.name, site.url, site.publicKey, site.privateKeySealed],
      );
      return withNumericId(row)!;
    },
  };
}

export type SsoSiteRepository = ReturnType<typeof createSsoSiteRepository>;
