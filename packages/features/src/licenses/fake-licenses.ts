/** The packs the fake starts with, dated around a fixed day, and how its searches read and page them. */
import {
  addMonthsToUsDate,
  endsWithin,
  type License,
  type LicenseTerm,
  licenseStatus,
  licenseType,
  PRODUCT_IDS,
} from '@license-console/domain';
import type { LicenseSearchQuery } from './api.ts';
import { blankLicense } from './blank-license.ts';

/** The fake's product ids in the order the generated packs cycle through them. */
const FAKE_PRODUCT_IDS = [
  PRODUCT_IDS.standard,
  PRODUCT_IDS.outlook,
  PRODUCT_IDS.business,
  PRODUCT_IDS.assistant,
  PRODUCT_IDS.basic,
  PRODUCT_IDS.onPrem,
] as const;

/** The encrypted id the fake gives a product. */
function fakeProductKey(productId: number): string {
  return `fake-product-${productId}`;
}

/**
 * The day the fake's packs are dated around and their statuses reckoned from, unless `createFakeConsoleApi` is told
 * another: a fixed day, so a story, its visual baseline and a test show the same dates whenever they run.
 */
const FAKE_TODAY = '03/10/2026';

/** The manager's Business pack: 5 seats, 3 users assigned (the demo user among them), like the seeded server. */
const FAKE_MANAGER_BUSINESS_PACK = 'fake-license-business';
/** The manager's Standard pack: 10 seats, 2 used. */
const FAKE_MANAGER_STANDARD_PACK = 'fake-license-standard';
/** How many generated packs the fake holds besides the manager's two. */
const FAKE_GENERATED_LICENSES = 38;
/** The e-mail of the generated packs' administrators; every fifth is long enough to be shortened in the grid. */
const fakeManagerEmail = (index: number) =>
  index % 5 === 0 ? `procurement.department.${index}@very-long-company-name.example.com` : `owner${index}@example.com`;

interface FakeLicense extends License {
  /** Who holds a seat in it (their own licenses, for the user scope). */
  usageEmails: string[];
  mergedInto: string | null;
  /** The terms its renewals replaced, the latest first. */
  earlierTerms?: LicenseTerm[];
}

interface FakeLicenseState {
  licenses: FakeLicense[];
}

/** The manager's packs' administrators so far, as the seeded server's history holds them (oldest first). */
const fakeAdministratorHistory: License['licenseAdministratorHistory'] = [
  { dateTimeChanged: '2025-06-02T08:15:00.000Z', email: 'procurement@example.com' },
  { dateTimeChanged: '2025-11-14T16:40:00.000Z', email: 'manager@example.com' },
];

/** About forty plausible packs around `today`: every product, both types and statuses, the manager's two packs. */
function fakeLicenseState(today: string): FakeLicenseState {
  const start = addMonthsToUsDate(today, -4);
  const licenses: FakeLicense[] = [
    {
      ...blankLicense(),
      encryptedId: FAKE_MANAGER_BUSINESS_PACK,
      name: 'manager@example.com',
      productId: PRODUCT_IDS.business,
      encryptedProductId: fakeProductKey(PRODUCT_IDS.business),
      userCount: 5,
      usedCount: 3,
      startDate: start,
      endDate: addMonthsToUsDate(start, 12),
      sharePointIntegration: true,
      advancedTemplate: true,
      organizationName: 'Example Corp',
      encryptedOrganizationId: 'fake-organization-1',
      licenseAdministratorHistory: fakeAdministratorHistory,
      usageEmails: ['manager@example.com', 'user@example.com', 'jordan.lee@example.com'],
      mergedInto: null,
      earlierTerms: [
        {
          startDate: addMonthsToUsDate(start, -12),
          endDate: start,
          userCount: 4,
          renewedAt: '2025-11-14T16:45:00.000Z',
          renewedBy: 'admin@example.com',
        },
      ],
    },
    {
      ...blankLicense(),
      encryptedId: FAKE_MANAGER_STANDARD_PACK,
      name: 'manager@example.com',
      productId: PRODUCT_IDS.standard,
      encryptedProductId: fakeProductKey(PRODUCT_IDS.standard),
      userCount: 10,
      usedCount: 2,
      startDate: start,
      endDate: addMonthsToUsDate(start, 12),
      organizationName: 'Example Labs',
      encryptedOrganizationId: 'fake-organization-2',
      licenseAdministratorHistory: fakeAdministratorHistory,
      usageEmails: ['riley.chen@example.com', 'sam.patel@example.com'],
      mergedInto: null,
    },
  ];
  for (let index = 0; index < FAKE_GENERATED_LICENSES; index += 1) {
    const productId = FAKE_PRODUCT_IDS[index % FAKE_PRODUCT_IDS.length]!;
    const round = Math.floor(index / FAKE_PRODUCT_IDS.length);
    const trial = round % 4 === 0;
    const expired = round % 3 === 1;
    const startDate = addMonthsToUsDate(today, expired ? -18 - (index % 6) : -(index % 10));
    const endDate = expired ? addMonthsToUsDate(today, -1 - (index % 3)) : addMonthsToUsDate(startDate, trial ? 3 : 12);
    const userCount = trial ? 1 + (index % 3) : [1, 5, 10, 25, 50][index % 5]!;
    licenses.push({
      ...blankLicense(),
      encryptedId: `fake-license-${index + 1}`,
      name: fakeManagerEmail(index),
      productId,
      encryptedProductId: fakeProductKey(productId),
      userCount,
      usedCount: productId === PRODUCT_IDS.onPrem ? 0 : Math.min(userCount, index % 4),
      startDate,
      endDate,
      trial,
      sharePointIntegration: productId === PRODUCT_IDS.business,
      advancedTemplate: productId === PRODUCT_IDS.business,
      ...(productId === PRODUCT_IDS.assistant ? fakeAiGateway(index) : {}),
      usageEmails: [],
      mergedInto: null,
    });
  }
  return { licenses };
}

/** An Assistant pack's AI gateway details, as the seeded server gives them: a token, its use so far and a limit. */
function fakeAiGateway(
  index: number,
): Pick<License, 'aiGatewayTokenId' | 'aiGatewayInputTokens' | 'aiGatewayOutputTokens' | 'aiGatewayLimitTokens'> {
  return {
    aiGatewayTokenId: `tok_fake_${index + 1}`,
    aiGatewayInputTokens: 12_840 + index * 1_000,
    aiGatewayOutputTokens: 4_312 + index * 100,
    aiGatewayLimitTokens: 100_000,
  };
}

/** Who the fake's license calls answer for: an administrator sees every pack, anyone else their own. */
interface FakeLicenseActor {
  administrator: boolean;
  /** The signed-in e-mail, when the fake knows it. */
  email: string | null;
}

const publicLicense = (license: FakeLicense, actor: FakeLicenseActor, today: string): License => {
  const { usageEmails: _usages, mergedInto: _merged, earlierTerms: _terms, ...rest } = license;
  return {
    ...rest,
    status: licenseStatus(license.endDate, today),
    canManage: !!actor.email && license.name.toLowerCase() === actor.email.toLowerCase(),
    // Spec §6 row 4: the history is the administrators' to read.
    licenseAdministratorHistory: actor.administrator ? [...license.licenseAdministratorHistory] : [],
  };
};

function matches(license: FakeLicense, query: LicenseSearchQuery, today: string): boolean {
  const emailPart = query.emailPart?.trim().toLowerCase();
  if (emailPart && !license.name.toLowerCase().includes(emailPart)) return false;
  if (query.type && licenseType(license.trial) !== query.type) return false;
  if (query.status && licenseStatus(license.endDate, today) !== query.status) return false;
  if (query.productId && license.productId !== query.productId) return false;
  if (query.expiringWithinDays && !endsWithin(license.endDate, today, query.expiringWithinDays)) return false;
  return true;
}

function page<T>(rows: readonly T[], pageSize: number | undefined, pageNumber: number | undefined): T[] {
  if (!pageSize) return [...rows];
  const start = (Math.max(1, pageNumber ?? 1) - 1) * pageSize;
  return rows.slice(start, start + pageSize);
}

export {
  FAKE_MANAGER_BUSINESS_PACK,
  FAKE_MANAGER_STANDARD_PACK,
  FAKE_PRODUCT_IDS,
  FAKE_TODAY,
  type FakeLicense,
  type FakeLicenseActor,
  fakeLicenseState,
  fakeProductKey,
  matches,
  page,
  publicLicense,
};
