import type { License } from '@license-console/domain';

/** A pack's fields other than its id, administrator and product, at their plainest. */
function blankLicense(): Omit<License, 'encryptedId' | 'name' | 'productId' | 'encryptedProductId'> {
  return {
    userCount: 1,
    startDate: '01/01/2025',
    endDate: '01/01/2026',
    sharePointIntegration: false,
    advancedTemplate: false,
    trial: false,
    status: 'Active',
    usedCount: 0,
    canManage: false,
    organizationName: null,
    encryptedOrganizationId: null,
    encryptedManagerId: null,
    licenseAdministratorHistory: [],
    purchaserEmail: null,
    accountName: null,
    aiGatewayTokenId: null,
    aiGatewayInputTokens: null,
    aiGatewayOutputTokens: null,
    aiGatewayLimitTokens: null,
  };
}

export { blankLicense };
