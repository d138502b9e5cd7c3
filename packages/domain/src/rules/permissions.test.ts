import { describe, expect, it } from 'vitest';
import {
  CAPABILITIES,
  CAPABILITY_ROWS,
  type Capability,
  can,
  changeLicenseAdminNeedsAcceptance,
  licenseListSource,
  type PermissionActor,
  type PermissionColumn,
  type PermissionLicense,
  permissionColumns,
  permissionLicenseOf,
  usageSettingsOf,
} from './permissions.ts';

const actors: Record<PermissionColumn, PermissionActor> = {
  administrator: { administrator: true, isManager: false, email: 'admin@example.com' },
  licenseManager: { administrator: false, isManager: false, email: 'manager@example.com' },
  isManager: { administrator: false, isManager: true, email: 'company@example.com' },
  ordinary: { administrator: false, isManager: false, email: 'user@example.com' },
};

/** A license on which every condition of the table holds; the actor column decides canManage. */
function favourableLicense(capability: Capability, column: PermissionColumn): PermissionLicense {
  const productId =
    capability === 'cloudSettings' ? 3 : capability === 'viewAiFeatures' || capability === 'editAiTokenLimit' ? 7 : 1;
  return {
    canManage: column === 'licenseManager',
    productId,
    packCount: 2,
    hasTokenId: true,
    linkedOrganization: true,
    organizationCount: 2,
  };
}

const Y = true;
const N = false;

/** Spec §6 typed again, row by row: [capability, row, administrator, license manager, isManager, ordinary]. */
const table: [Capability, number, boolean, boolean, boolean, boolean][] = [
  ['createLicense', 1, Y, N, N, N],
  ['updateLicense', 1, Y, N, N, N],
  ['deleteLicense', 1, Y, N, N, N],
  ['renewLicense', 1, Y, N, N, N],
  ['editLicenseEndDate', 1, Y, N, N, N],
  ['searchAllLicenses', 2, Y, N, N, N],
  ['mergeLicenses', 2, Y, N, N, N],
  ['sortLicensesByEmail', 2, Y, N, N, N],
  ['manageProducts', 3, Y, N, N, N],
  ['manageSkus', 3, Y, N, N, N],
  ['listUsers', 3, Y, N, N, N],
  ['manageSsoSites', 3, Y, N, N, N],
  ['toggleUserRoles', 3, Y, N, N, N],
  ['editMagentoId', 3, Y, N, N, N],
  ['seeLicenseAdminHistory', 4, Y, N, N, N],
  ['linkOrganization', 4, Y, N, N, N],
  ['editAiTokenLimit', 4, Y, N, N, N],
  ['changeLicenseAdmin', 5, Y, Y, N, N],
  ['manageLicenseUsers', 6, Y, Y, N, N],
  ['seeUsedTotalCounts', 7, Y, Y, N, N],
  ['openManageUsers', 7, Y, Y, N, N],
  ['cloudSettings', 8, Y, Y, Y, N],
  ['renameOrganization', 9, Y, Y, Y, N],
  ['changeOrganization', 9, Y, Y, Y, N],
  ['viewAiFeatures', 10, Y, Y, N, N],
  ['editCompanyName', 11, Y, N, Y, N],
  ['setPasswordPolicy', 12, N, N, Y, N],
];

const cells = table.flatMap(([capability, row, ...answers]) =>
  (['administrator', 'licenseManager', 'isManager', 'ordinary'] as const).map(
    (column, i) => [capability, row, column, answers[i]] as const,
  ),
);

describe('given the spec §6 permission table', () => {
  it('should encode every capability exactly once', () => {
    expect(table.map(([capability]) => capability).sort()).toEqual([...CAPABILITIES].sort());
  });

  it.each(table)('should place %s in row %i', (capability, row) => {
    expect(CAPABILITY_ROWS[capability]).toBe(row);
  });

  it.each(cells)('should answer %s (row %i) for the %s column: %s', (capability, _row, column, expected) => {
    expect(can(actors[column], capability, favourableLicense(capability, column))).toBe(expected);
  });
});

describe('given the conditions inside the table cells', () => {
  const license = (facts: Partial<PermissionLicense>): PermissionLicense => ({
    canManage: false,
    productId: 1,
    packCount: 2,
    hasTokenId: true,
    linkedOrganization: true,
    organizationCount: 2,
    ...facts,
  });
  const managed = (facts: Partial<PermissionLicense>) => license({ canManage: true, ...facts });

  const conditions: [PermissionColumn, Capability, PermissionLicense, boolean, string][] = [
    ['administrator', 'manageLicenseUsers', license({ productId: 9 }), false, 'no user management for product 9'],
    ['licenseManager', 'manageLicenseUsers', managed({ productId: 9 }), false, 'no user management for product 9'],
    ['licenseManager', 'manageLicenseUsers', license({}), false, 'a manager manages only own packs'],
    [
      'licenseManager',
      'changeLicenseAdmin',
      managed({ packCount: 1 }),
      false,
      'a manager of one pack cannot hand it over',
    ],
    ['administrator', 'changeLicenseAdmin', license({ packCount: 1 }), true, 'administrators change any pack'],
    ['administrator', 'cloudSettings', license({ productId: 1 }), false, 'cloud settings are for product 3 only'],
    ['licenseManager', 'cloudSettings', managed({ productId: 2 }), false, 'cloud settings are for product 3 only'],
    ['isManager', 'cloudSettings', license({ productId: 7 }), false, 'cloud settings are for product 3 only'],
    ['licenseManager', 'renameOrganization', managed({ linkedOrganization: false }), false, 'only when linked'],
    [
      'licenseManager',
      'changeOrganization',
      managed({ organizationCount: 1 }),
      false,
      'only with several organizations',
    ],
    ['isManager', 'renameOrganization', license({ linkedOrganization: false }), false, 'as manager: only when linked'],
    [
      'administrator',
      'changeOrganization',
      license({ linkedOrganization: false, organizationCount: 0 }),
      true,
      'always for administrators',
    ],
    [
      'administrator',
      'viewAiFeatures',
      license({ productId: 7, hasTokenId: false }),
      false,
      'AI features need a token',
    ],
    ['licenseManager', 'viewAiFeatures', managed({ productId: 3 }), false, 'AI features are for product 7'],
    [
      'administrator',
      'editAiTokenLimit',
      license({ productId: 7, hasTokenId: false }),
      false,
      'the limit lives in AI Features',
    ],
    ['licenseManager', 'editAiTokenLimit', managed({ productId: 7 }), false, 'managers only view'],
  ];

  it.each(conditions)('should answer the %s column for %s on %o: %s (%s)', (column, capability, facts, expected) => {
    expect(can(actors[column], capability, facts)).toBe(expected);
  });

  it.each([
    ['createLicense', true],
    ['listUsers', true],
    ['changeLicenseAdmin', true],
    ['cloudSettings', false],
    ['viewAiFeatures', false],
    ['manageLicenseUsers', false],
  ] as const)('should answer %s for an administrator without a license: %s', (capability, expected) => {
    expect(can(actors.administrator, capability)).toBe(expected);
  });

  it('should not make anyone a license manager without a license', () => {
    expect(can(actors.licenseManager, 'seeUsedTotalCounts')).toBe(false);
  });
});

describe('given who the actor is', () => {
  it('should recognise the manager by e-mail, ignoring case, when canManage is unknown', () => {
    const license = { productId: 1, managerEmail: ' Manager@Example.com ' };
    expect(can(actors.licenseManager, 'manageLicenseUsers', license)).toBe(true);
    expect(can(actors.ordinary, 'manageLicenseUsers', license)).toBe(false);
  });

  it('should trust canManage over the e-mail', () => {
    const license = { productId: 1, canManage: false, managerEmail: 'manager@example.com' };
    expect(can(actors.licenseManager, 'manageLicenseUsers', license)).toBe(false);
  });

  it('should combine the columns of an administrator who is also an isManager user', () => {
    const both = { administrator: true, isManager: true };
    expect(permissionColumns(both)).toEqual(['administrator', 'isManager']);
    expect(can(both, 'setPasswordPolicy')).toBe(true);
    expect(can(both, 'createLicense')).toBe(true);
  });

  it('should see an ordinary user in the ordinary column only', () => {
    expect(permissionColumns(actors.ordinary, { productId: 1, canManage: false })).toEqual(['ordinary']);
  });

  it.each([
    [true, false],
    [false, true],
  ])('should need the new admin to accept when administrator=%s: %s', (administrator, needed) => {
    expect(changeLicenseAdminNeedsAcceptance({ administrator, isManager: false })).toBe(needed);
  });

  it.each([
    [true, '', 'all'],
    [true, '   ', 'all'],
    [true, 'acme', 'paged'],
    [false, '', 'paged'],
    [false, 'acme', 'paged'],
  ] as const)(
    'should list licenses for administrator=%s searching "%s" from %s',
    (administrator, emailPart, source) => {
      expect(licenseListSource({ administrator }, emailPart)).toBe(source);
    },
  );
});

describe('given a license entity', () => {
  it('should read the facts the matrix needs', () => {
    const license = {
      canManage: true,
      name: 'boss@example.com',
      productId: 7,
      aiGatewayTokenId: 'tok',
      encryptedOrganizationId: null,
    };
    expect(permissionLicenseOf(license, { packCount: 3 })).toEqual({
      canManage: true,
      managerEmail: 'boss@example.com',
      productId: 7,
      hasTokenId: true,
      linkedOrganization: false,
      packCount: 3,
    });
  });
});

describe('given the usage page Settings menu (usageSettingsOf)', () => {
  const business = { productId: 3, canManage: true, linkedOrganization: true };
  it('should give an administrator an immediate handover, the history and every organization mode', () => {
    expect(usageSettingsOf(actors.administrator, { ...business, canManage: false })).toEqual({
      changeLicenseAdmin: 'immediate',
      seeLicenseAdminHistory: true,
      cloudSettings: true,
      renameOrganization: true,
      changeOrganization: true,
      linkOrganization: true,
      aiFeatures: 'none',
    });
  });

  it.each([
    [1, 'none'],
    [2, 'acceptance'],
  ] as const)('should give a manager of %i pack(s) the handover: %s', (packCount, expected) => {
    expect(usageSettingsOf(actors.licenseManager, { ...business, packCount }).changeLicenseAdmin).toBe(expected);
  });

  it.each([
    [false, 2, false],
    [true, 1, false],
    [true, 2, true],
  ] as const)(
    'should let a manager rename and change only when linked (%s) with several organizations (%i): %s',
    (linkedOrganization, organizationCount, allowed) => {
      const settings = usageSettingsOf(actors.licenseManager, { ...business, linkedOrganization, organizationCount });
      expect(settings).toMatchObject({ renameOrganization: allowed, changeOrganization: allowed });
      expect(settings.linkOrganization).toBe(false);
    },
  );

  it('should keep organization editing inside Cloud Settings: none off product 3', () => {
    const standard = usageSettingsOf(actors.administrator, { productId: 1, linkedOrganization: true });
    expect(standard).toMatchObject({ cloudSettings: false, renameOrganization: false, linkOrganization: false });
  });

  it.each([
    ['administrator', 'edit'],
    ['licenseManager', 'view'],
  ] as const)('should give the %s AI Features to %s on product 7 with a token id', (column, expected) => {
    const assistant = { productId: 7, canManage: column === 'licenseManager', hasTokenId: true };
    expect(usageSettingsOf(actors[column], assistant).aiFeatures).toBe(expected);
    expect(usageSettingsOf(actors[column], { ...assistant, hasTokenId: false }).aiFeatures).toBe('none');
  });
});
