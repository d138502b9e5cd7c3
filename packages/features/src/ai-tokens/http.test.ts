import { PRODUCT_IDS } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { fakePack } from '../testing/fake-packs.ts';
import { httpConsoleApiAnswering, json } from '../testing/http-test-kit.ts';

const setup = (answer: () => Response) => httpConsoleApiAnswering(answer, { currentPath: () => '/' });

describe('given the HTTP adapter AI token calls', () => {
  it('should put an AI token limit at api/Tokens/UpdateDetails/{licenseId}, the pack named in the body too', async () => {
    const { api, request } = setup(() =>
      json(fakePack(1, { encryptedId: 'L1', productId: PRODUCT_IDS.assistant, aiGatewayLimitTokens: 5000 })),
    );
    await expect(api.aiTokens.updateTokenDetails('L1', 5000)).resolves.toMatchObject({ aiGatewayLimitTokens: 5000 });
    expect(request()).toMatchObject({ method: 'PUT', body: { LimitTokens: 5000, LicenseId: 'L1' } });
    expect(request().url.pathname).toBe('/api/Tokens/UpdateDetails/L1');
  });
});
