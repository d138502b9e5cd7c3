import { type Organization, organizationSchema } from '@license-console/domain';
import { expect } from 'vitest';
import { newPublicId } from '../../lib/crypto.ts';
import type { createTestApp } from '../../test-support/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let serial = 0;
/** A name no other test uses. */
export function uniqueName(label: string): string {
  serial += 1;
  return `${label} ${serial}`;
}

/** A new organization, as the cloud would hold it; answers its public id. */
export async function newOrganization(app: TestApp, name = uniqueName('Organization')): Promise<string> {
  const publicId = newPublicId();
  await app.db.query('insert into organizations (public_id, name) values ($1, $2)', [publicId, name]);
  return publicId;
}

/** Links the pack to the organization (null: unlinks it), straight in the table. */
export async function linkPack(app: TestApp, licensePublicId: string, organizationPublicId: string | null) {
  await app.db.query(
    'update licenses set organization_id = (select id from organizations where public_id = $2) where public_id = $1',
    [licensePublicId, organizationPublicId],
  );
}

/** An account (that cannot sign in) in the organization; answers its e-mail. */
export async function newMember(app: TestApp, organizationPublicId: string | null, label = 'member') {
  const email = `${uniqueName(label).replace(' ', '.')}@organizations.example`;
  await app.db.query(
    `insert into users (public_id, email, first_name, last_name, organization_id)
     values ($1, $2, 'Org', 'Member', (select id from organizations where public_id = $3))`,
    [newPublicId(), email, organizationPublicId],
  );
  return email;
}

/** The organization a pack is linked to (null: none), by public id and name. */
export async function packOrganization(app: TestApp, licensePublicId: string) {
  const [row] = await app.db.query<{ id: string | null; name: string | null }>(
    `select o.public_id as id, o.name from licenses l left join organizations o on o.id = l.organization_id
      where l.public_id = $1`,
    [licensePublicId],
  );
  return row!;
}

/** The organization an account belongs to, by public id (null: none). */
export async function memberOrganization(app: TestApp, email: string): Promise<string | null> {
  const [row] = await app.db.query<{ id: string | null }>(
    `select o.public_id as id from users u left join organizations o on o.id = u.organization_id
      where lower(u.email) = lower($1)`,
    [email],
  );
  return row!.id;
}

/** Everything an organization call may change: organizations, who is in which, packs' links, the audit log. */
export async function organizationWorld(app: TestApp) {
  const [row] = await app.db.query(
    `select (select json_agg(o.name order by o.id) from organizations o) as organizations,
            (select json_agg(u.organization_id order by u.id) from users u) as members,
            (select json_agg(l.organization_id order by l.id) from licenses l) as links,
            (select count(*)::int from audit_log) as audits`,
  );
  return row;
}

/** Parses an answer as an Organization (the contract's shape), failing the test on any drift. */
export function organizationAnswer(response: { statusCode: number; json(): unknown }): Organization {
  expect(response.statusCode).toBe(200);
  return organizationSchema.parse(response.json());
}
