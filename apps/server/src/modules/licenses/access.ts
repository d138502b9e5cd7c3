import { can, type License, messages, type PermissionActor, permissionLicenseOf } from '@license-console/domain';
import { HttpError } from '../../lib/http-error.ts';
import type { Versioned } from '../../lib/row-versions.ts';
import type { LicenseRepository } from './repository.ts';
import type { LicenseReader, LicenseScope } from './search-statements.ts';

/** The signed-in person acting on licenses (the session's user). */
export interface LicenseActor extends PermissionActor {
  id: number;
  email: string;
}

/** Any pack the actor may not read (foreign, tampered, unknown) answers the same 404. */
export function notFound(): never {
  throw new HttpError(404, messages.server.notFound);
}

export function readerOf(actor: LicenseActor): LicenseReader {
  return { userId: actor.id, withHistory: can(actor, 'seeLicenseAdminHistory') };
}

/** The packs a user manages or holds a usage in. */
export function ownScope(actor: LicenseActor): LicenseScope {
  return { kind: 'own', userId: actor.id, email: actor.email };
}

/** Administrators search and read every pack; everyone else only their own (spec §6). */
export function searchScope(actor: LicenseActor): LicenseScope {
  return can(actor, 'searchAllLicenses') ? { kind: 'all' } : ownScope(actor);
}

/** The AI gateway details are shown only to those who may open AI Features (spec §6 row 10). */
export function redact<T extends License>(actor: LicenseActor, license: T): T {
  if (can(actor, 'viewAiFeatures', permissionLicenseOf(license))) return license;
  return {
    ...license,
    aiGatewayTokenId: null,
    aiGatewayInputTokens: null,
    aiGatewayOutputTokens: null,
    aiGatewayLimitTokens: null,
  };
}

/** The License answer of a pack the actor has just changed, read inside the change's transaction. */
export async function changedLicense(licenses: LicenseRepository, actor: LicenseActor, id: number): Promise<License> {
  const { rowVersion: _version, ...license } = await versionedLicense(licenses, actor, id);
  return license;
}

/** A pack as the actor may read it, with its version: the answer of a versioned write, or its 412's current state. */
export async function versionedLicense(
  licenses: LicenseRepository,
  actor: LicenseActor,
  id: number,
): Promise<Versioned<License>> {
  return redact(actor, await licenses.byId(readerOf(actor), id));
}
