import { describe, expect, it } from 'vitest';
import { PRODUCT_FILTER_LABELS, PRODUCT_IDS, PRODUCT_NAMES } from '../entities/product-names.ts';
import {
  areUsagesAvailable,
  hasAiFeatures,
  hasCloudSettings,
  productFeatureDefaults,
  productName,
} from './product-features.ts';

describe('given the product chosen in the license form', () => {
  it.each([
    [1, { sharePointIntegration: false, advancedTemplate: false, disabled: false, hidden: false }],
    [2, { sharePointIntegration: false, advancedTemplate: false, disabled: true, hidden: false }],
    [3, { sharePointIntegration: true, advancedTemplate: true, disabled: false, hidden: false }],
    [7, { sharePointIntegration: false, advancedTemplate: false, disabled: false, hidden: true }],
    [8, { sharePointIntegration: false, advancedTemplate: false, disabled: false, hidden: false }],
    [9, { sharePointIntegration: false, advancedTemplate: false, disabled: false, hidden: false }],
  ])('should set the features of product %i', (productId, expected) => {
    expect(productFeatureDefaults(productId)).toEqual(expected);
  });
});

describe('given the product ids', () => {
  it('should number the family as the spec does', () => {
    expect(PRODUCT_IDS).toEqual({ standard: 1, outlook: 2, business: 3, assistant: 7, basic: 8, onPrem: 9 });
  });

  it.each([
    [1, 'Standard'],
    [2, 'for Outlook'],
    [3, 'Business'],
    [7, 'Assistant'],
    [8, 'Basic'],
    [9, 'On-Prem'],
    [42, ''],
  ])('should name product %i "%s"', (productId, name) => {
    expect(productName(productId)).toBe(name);
  });

  it('should label product 7 AI Assistant in the filter only', () => {
    expect(PRODUCT_FILTER_LABELS[7]).toBe('AI Assistant');
    expect(PRODUCT_NAMES[7]).toBe('Assistant');
    expect(PRODUCT_FILTER_LABELS[3]).toBe('Business');
  });

  it.each([
    [9, false],
    [1, true],
    [3, true],
    [7, true],
  ])('should make usages of product %i available: %s', (productId, available) => {
    expect(areUsagesAvailable(productId)).toBe(available);
  });

  it.each([
    [3, true],
    [1, false],
    [2, false],
    [7, false],
  ])('should give product %i cloud settings: %s', (productId, expected) => {
    expect(hasCloudSettings(productId)).toBe(expected);
  });

  it.each([
    [7, true, true],
    [7, false, false],
    [3, true, false],
  ])('should give product %i with token %s AI features: %s', (productId, token, expected) => {
    expect(hasAiFeatures(productId, token)).toBe(expected);
  });
});
