import type { Organization } from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import { withoutBitmapScans } from '../../db/planner.ts';
import type { OrganizationMember, OrganizationRow, PackOrganization } from './types.ts';

/** The combined version of a pack's organization link and its organization's name (migration 0018). */
const PACK_ORGANIZATION_VERSION = 'l.organization_link_version + coalesce(o.row_version, 0)';

/** The most organizations one search for linking answers: a name part that finds more is too short to choose from. */
export const LINKING_MATCHES_LIMIT = 50;

const ROW = `o.id::float8 as id, o.public_id as "publicId", o.name`;

/** The spec §3 Organization answer: its opaque id under both of the entity's names. */
export function organizationOf(row: OrganizationRow): Organization {
  return { organizationId: row.publicId, encryptedOrganizationId: row.publicId, organizationName: row.name };
}

/**
 * Every statement on cloud organizations (spec §3, §4). A pack's manager's organizations are those of the packs they
 * manage: spec §6 row 9 lets a manager rename or change only when there are several of them, and a change moves a
 * pack among them.
 */
export function createOrganizationRepository(db: Queryable) {
  return {
    /**
     * The pack's product, manager and organization, by its public id; with `lock`, the pack's row stays locked until
     * the transaction ends (no key update: usages may still be inserted meanwhile), so a concurrent change of its
     * organization waits and is judged afresh.
     */
    async ofPack(licensePublicId: string, options: { lock?: boolean } = {}): Promise<PackOrganization | null> {
      const [row] = await db.query<PackOrganization>(
        `select l.id::float8 as "licenseId", l.product_id as "productId", l.manager_id::float8 as "managerId",
                case when o.id is null then null
                     else json_build_object('id', o.id::float8, 'publicId', o.public_id, 'name', o.name) end
                  as organization,
                ${PACK_ORGANIZATION_VERSION} as version
           from licenses l left join organizations o on o.id = l.organization_id
          where l.public_id = $1 ${options.lock ? 'for no key update of l' : ''}`,
        [licensePublicId],
      );
      return row ?? null;
    },

    /**
     * Holds a pack's organization (its pack already locked) against a rename until the transaction ends: `update`
     * for the rename itself, `share` for a change of the pack's link, which only needs the name to stay. In that
     * order, pack then organization, whatever the change, so changes through several packs wait rather than deadlock.
     */
    async holdOrganization(organizationId: number, mode: 'update' | 'share'): Promise<void> {
      await db.query(`select id from organizations where id = $1 for ${mode === 'update' ? 'update' : 'share'}`, [
        organizationId,
      ]);
    },

    /** The combined version of a pack's link and its organization's name, now. */
    async packVersion(licenseId: number): Promise<number> {
      const [row] = await db.query<{ version: number }>(
        `select ${PACK_ORGANIZATION_VERSION} as version
           from licenses l left join organizations o on o.id = l.organization_id where l.id = $1`,
        [licenseId],
      );
      return row?.version ?? 0;
    },

    /**
     * Who last changed what Cloud Settings shows of a pack, and when: a change of the pack's link, or a rename of
     * its organization through any pack linked to it (audited under that pack).
     */
    async lastChange(
      licensePublicId: string,
      organizationPublicId: string | null,
    ): Promise<{ changedBy: string | null; changedAt: string | null }> {
      const [row] = await db.query<{ changedBy: string | null; changedAt: string }>(
        `select u.email as "changedBy",
                to_char(a.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "changedAt"
           from audit_log a left join users u on u.id = a.actor_id
          where a.entity = 'license' and a.action like 'organization.%'
            and (a.entity_id = $1
                 or (a.action = 'organization.rename' and a.after -> 'organization' ->> 'organizationId' = $2))
          order by a.id desc limit 1`,
        [licensePublicId, organizationPublicId],
      );
      return { changedBy: row?.changedBy ?? null, changedAt: row?.changedAt ?? null };
    },

    /** The organizations of the packs the manager manages, by name. */
    async ofManager(managerId: number): Promise<OrganizationRow[]> {
      return db.query<OrganizationRow>(
        `select ${ROW} from organizations o
          where o.id in (select organization_id from licenses where manager_id = $1)
          order by lower(o.name), o.id`,
        [managerId],
      );
    },

    async find(publicId: string): Promise<OrganizationRow | null> {
      const [row] = await db.query<OrganizationRow>(`select ${ROW} from organizations o where o.public_id = $1`, [
        publicId,
      ]);
      return row ?? null;
    },

    /** Locks an organization for a rename (the row lock is held until the transaction ends). */
    async lock(id: number): Promise<OrganizationRow | null> {
      const [row] = await db.query<OrganizationRow>(`select ${ROW} from organizations o where o.id = $1 for update`, [
        id,
      ]);
      return row ?? null;
    },

    async rename(id: number, name: string): Promise<OrganizationRow> {
      const [row] = await db.query<OrganizationRow>(
        `update organizations o set name = $2 where o.id = $1 returning ${ROW}`,
        [id, name],
      );
      if (!row) throw new Error(`Organization ${id} vanished inside its own transaction`);
      return row;
    },

    /**
     * Organizations whose name contains the text in any letter case (LIKE's wildcards in it match themselves), by
     * name, at most LINKING_MATCHES_LIMIT.
     */
    async search(text: string): Promise<OrganizationRow[]> {
      return db.query<OrganizationRow>(
        `select ${ROW} from organizations o
          where lower(o.name) like '%' || regexp_replace(lower($1), '([\\\\%_])', '\\\\\\1', 'g') || '%'
          order by lower(o.name), o.id
          limit $2`,
        [text, LINKING_MATCHES_LIMIT],
      );
    },

    async setPackOrganization(licenseId: number, organizationId: number): Promise<void> {
      await db.query('update licenses set organization_id = $2, modified_at = now() where id = $1', [
        licenseId,
        organizationId,
      ]);
    },

    /** The account of an e-mail (any letter case) and its organization; null when no account has it. */
    async memberOf(email: string): Promise<OrganizationMember | null> {
      const [row] = await db.query<OrganizationMember>(
        `select u.id::float8 as "userId", u.email,
                case when o.id is null then null
                     else json_build_object('id', o.id::float8, 'publicId', o.public_id, 'name', o.name) end
                  as organization
           from users u left join organizations o on o.id = u.organization_id
          where lower(u.email) = lower($1)`,
        [email],
      );
      return row ?? null;
    },

    /**
     * The accounts of `emails` leave the organization of pack `licenseId` once they neither hold a seat in nor
     * administer any pack of that organization; answers those that left (by the address given) with the organization.
     * Many addresses of one pack's revokes in one statement, through the address btree (db/planner.ts).
     */
    async leaveWhenUnlicensed(
      licenseId: number,
      emails: readonly string[],
    ): Promise<{ email: string; organization: OrganizationRow }[]> {
      const byKey = new Map(emails.map((email) => [email.toLowerCase(), email]));
      const rows = await withoutBitmapScans(db, (q) =>
        q.query<{ key: string; organization: OrganizationRow }>(
          `with pack as (
             select o.id, o.public_id, o.name
               from licenses l join organizations o on o.id = l.organization_id
              where l.id = $1)
           update users u set organization_id = null, modified_at = now()
             from pack
            where u.organization_id = pack.id and lower(u.email) = any($2::text[])
              -- Two tests, not one with an or: each of them is an index's (the seat's account, its address).
              and not exists (
                select 1 from license_usages lu join licenses l on l.id = lu.license_id
                 where l.organization_id = pack.id and lu.user_id = u.id)
              and not exists (
                select 1 from license_usages lu join licenses l on l.id = lu.license_id
                 where l.organization_id = pack.id and lower(lu.account_name) = lower(u.email))
              and not exists (select 1 from licenses l where l.organization_id = pack.id and l.manager_id = u.id)
           returning lower(u.email) as key,
                     json_build_object('id', pack.id::float8, 'publicId', pack.public_id, 'name', pack.name)
             as organization`,
          [licenseId, [...byKey.keys()]],
        ),
      );
      return rows.map((row) => ({ email: byKey.get(row.key) ?? row.key, organization: row.organization }));
    },

    async moveMember(userId: number, organizationId: number): Promise<void> {
      await db.query('update users set organization_id = $2, modified_at = now() where id = $1', [
        userId,
        organizationId,
      ]);
    },
  };
}

export type OrganizationRepository = ReturnType<typeof createOrganizationRepository>;
