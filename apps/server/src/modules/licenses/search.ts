import {
  can,
  type License,
  type LicenseSort,
  type LicenseSortColumn,
  type LicenseTerm,
  licenseSortOf,
  messages,
  PAGE_SIZES,
  type SortDirection,
} from '@license-console/domain';
import type { Queryable } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Versioned } from '../../lib/row-versions.ts';
import { type LicenseActor, notFound, ownScope, readerOf, redact, searchScope } from './access.ts';
import { createLicenseRepository } from './repository.ts';
import { type LicenseFilter, NO_FILTER, type PageRequest } from './search-statements.ts';

/** The grid's query as the contract parses it. */
export interface LicenseSearchQuery {
  emailPart?: string | undefined;
  type?: LicenseFilter['type'] | undefined;
  status?: LicenseFilter['status'] | undefined;
  productId?: number | undefined;
  expiringWithinDays?: number | undefined;
  pageSize?: number | undefined;
  pageNumber?: number | undefined;
  sortBy?: LicenseSortColumn | undefined;
  sortDirection?: SortDirection | undefined;
}

function filterOf(query: LicenseSearchQuery): LicenseFilter {
  return {
    emailPart: query.emailPart?.trim() ?? '',
    type: query.type ?? '',
    status: query.status ?? '',
    productId: query.productId ?? 0,
    expiringWithinDays: query.expiringWithinDays ?? 0,
  };
}

/** The order a query asks for; sorting by e-mail is the administrators' (spec §6 row 2), 403 for anyone else. */
function sortOf(actor: LicenseActor, query: LicenseSearchQuery): LicenseSort {
  const sort = licenseSortOf(query);
  if (sort.column === 'email' && !can(actor, 'sortLicensesByEmail')) {
    throw new HttpError(403, messages.licenseGrid.sortByEmailDenied);
  }
  return sort;
}

function pageOf(query: LicenseSearchQuery): PageRequest {
  return { size: query.pageSize ?? PAGE_SIZES.licenseGrid, number: query.pageNumber ?? 1 };
}

/** Reading packs: the grid's search and count, the user's own packs, one pack. */
export function createLicenseSearch(db: Queryable) {
  const licenses = createLicenseRepository(db);

  /** One pack the actor may read, with its version; any other id (foreign, tampered, unknown) answers the same 404. */
  async function versionedLicenseByEncryptedId(actor: LicenseActor, publicId: string): Promise<Versioned<License>> {
    const license = (await licenses.find(readerOf(actor), searchScope(actor), publicId)) ?? notFound();
    return redact(actor, license);
  }

  async function licenseByEncryptedId(actor: LicenseActor, publicId: string): Promise<License> {
    const { rowVersion: _version, ...license } = await versionedLicenseByEncryptedId(actor, publicId);
    return license;
  }

  return {
    licenseByEncryptedId,
    versionedLicenseByEncryptedId,

    /**
     * GET /api/Licenses/{licenseId}/Terms: the terms the pack's renewals replaced, for administrators and the pack's
     * manager; a pack the actor cannot read answers 404, one they may read but not manage 403.
     */
    async licenseTerms(actor: LicenseActor, publicId: string): Promise<LicenseTerm[]> {
      const license = await licenseByEncryptedId(actor, publicId);
      if (!actor.administrator && !license.canManage) throw new HttpError(403, messages.app.accessDenied);
      return licenses.terms(publicId);
    },

    /**
     * GET api/Licenses: administrators read every pack (their blank search, spec §6), everyone else their own;
     * filtered like the grid, and paged only when a page size is given.
     */
    async listLicenses(actor: LicenseActor, query: LicenseSearchQuery): Promise<License[]> {
      const sort = sortOf(actor, query);
      const page = query.pageSize === undefined ? undefined : pageOf(query);
      const rows = await licenses.search(readerOf(actor), searchScope(actor), filterOf(query), page, sort);
      return rows.map((license) => redact(actor, license));
    },

    /** One page in the order asked for, in the same scope as its count. */
    async searchLicensePaged(actor: LicenseActor, query: LicenseSearchQuery): Promise<License[]> {
      const sort = sortOf(actor, query);
      const rows = await licenses.search(readerOf(actor), searchScope(actor), filterOf(query), pageOf(query), sort);
      return rows.map((license) => redact(actor, license));
    },

    /** The count takes its page's query, the order checked alike and changing nothing. */
    async searchLicensePagedCount(actor: LicenseActor, query: LicenseSearchQuery): Promise<number> {
      sortOf(actor, query);
      return licenses.count(searchScope(actor), filterOf(query));
    },

    /** The signed-in user's own packs (managed, or holding a usage), whatever their role. */
    async usersLicensePaged(actor: LicenseActor, query: { emailPart?: string | undefined } & Partial<PageRequest>) {
      const filter = { ...NO_FILTER, emailPart: query.emailPart?.trim() ?? '' };
      const page = { size: query.size ?? PAGE_SIZES.licenseGrid, number: query.number ?? 1 };
      const rows = await licenses.search(readerOf(actor), ownScope(actor), filter, page);
      return rows.map((license) => redact(actor, license));
    },

    async totalUsersLicenses(actor: LicenseActor, emailPart: string | undefined): Promise<number> {
      return licenses.count(ownScope(actor), { ...NO_FILTER, emailPart: emailPart?.trim() ?? '' });
    },

    async usersLicenses(actor: LicenseActor): Promise<License[]> {
      const rows = await licenses.search(readerOf(actor), ownScope(actor), NO_FILTER);
      return rows.map((license) => redact(actor, license));
    },

    /** The encrypted id of a readable pack's administrator. */
    async encryptedManagerId(actor: LicenseActor, publicId: string): Promise<string> {
      const license = await licenseByEncryptedId(actor, publicId);
      return license.encryptedManagerId ?? notFound();
    },
  };
}

export type LicenseSearch = ReturnType<typeof createLicenseSearch>;
