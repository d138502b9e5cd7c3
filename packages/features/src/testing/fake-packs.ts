import { type License, PRODUCT_IDS } from '@license-console/domain';
import { fakeProductKey } from '../licenses/fake.ts';
import { blankLicense } from '../licenses/index.ts';

const PRODUCTS = [PRODUCT_IDS.standard, PRODUCT_IDS.outlook, PRODUCT_IDS.business] as const;

/**
 * A pack as the license list hands it over, for stories, tests and benchmarks: `index` makes its id
 * (`merge-pack-{index}`) and administrator e-mail (`owner{index}@example.com`) unique and varies its product, type,
 * size and used count; `changes` override any field.
 */
function fakePack(index: number, changes: Partial<License> = {}): License {
  const productId = changes.productId ?? PRODUCTS[index % PRODUCTS.length] ?? PRODUCT_IDS.standard;
  return {
    ...blankLicense(),
    encryptedId: `merge-pack-${index}`,
    userCount: 5 + (index % 4),
    name: `owner${String(index).padStart(3, '0')}@example.com`,
    startDate: '01/01/2026',
    endDate: '12/31/2026',
    productId,
    encryptedProductId: fakeProductKey(productId),
    trial: index % 4 === 0,
    usedCount: index % 5,
    ...changes,
  };
}

export { fakePack };
