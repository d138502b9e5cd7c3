import { afterEach, describe, expect, it } from 'vitest';
import { dropKeptDrafts, KEPT_DRAFTS_KEY, keepDrafts, offerDraft, takeKeptDraft } from './kept-drafts.ts';

const withdrawals: (() => void)[] = [];
function offer(key: string, values: Record<string, unknown> | null) {
  withdrawals.push(offerDraft(key, () => values));
}

afterEach(() => {
  for (const withdraw of withdrawals.splice(0)) withdraw();
  sessionStorage.removeItem(KEPT_DRAFTS_KEY);
});

describe('given the forms open at the inactivity logout', () => {
  it('should keep the unsaved ones for the same person on the same address, once', () => {
    offer('license-form:edit', { userCount: '7' });
    offer('user-form:profile', null);
    keepDrafts('manager@example.com');
    expect(takeKeptDraft('manager@example.com', 'user-form:profile')).toBeNull();
    expect(takeKeptDraft('manager@example.com', 'license-form:edit')).toEqual({ userCount: '7' });
    expect(takeKeptDraft('manager@example.com', 'license-form:edit')).toBeNull();
    expect(sessionStorage.getItem(KEPT_DRAFTS_KEY)).toBeNull();
  });

  it('should keep nothing when no form holds unsaved work', () => {
    offer('license-form:edit', null);
    keepDrafts('manager@example.com');
    expect(sessionStorage.getItem(KEPT_DRAFTS_KEY)).toBeNull();
  });

  it('should give nothing to another person, and forget it', () => {
    offer('license-form:edit', { userCount: '7' });
    keepDrafts('manager@example.com');
    expect(takeKeptDraft('admin@example.com', 'license-form:edit')).toBeNull();
    expect(takeKeptDraft('manager@example.com', 'license-form:edit')).toBeNull();
  });

  it('should give nothing on another address, and keep it for its own', () => {
    offer('license-form:edit', { userCount: '7' });
    keepDrafts('manager@example.com');
    const kept = JSON.parse(sessionStorage.getItem(KEPT_DRAFTS_KEY) ?? '{}');
    sessionStorage.setItem(KEPT_DRAFTS_KEY, JSON.stringify({ ...kept, path: '/license/edit/another' }));
    expect(takeKeptDraft('manager@example.com', 'license-form:edit')).toBeNull();
    expect(sessionStorage.getItem(KEPT_DRAFTS_KEY)).not.toBeNull();
  });

  it('should forget the drafts at LOG OUT, and at the sign-in of anyone else', () => {
    offer('license-form:edit', { userCount: '7' });
    keepDrafts('manager@example.com');
    dropKeptDrafts('manager@example.com');
    expect(sessionStorage.getItem(KEPT_DRAFTS_KEY)).not.toBeNull();
    dropKeptDrafts('admin@example.com');
    expect(sessionStorage.getItem(KEPT_DRAFTS_KEY)).toBeNull();
    keepDrafts('manager@example.com');
    dropKeptDrafts();
    expect(sessionStorage.getItem(KEPT_DRAFTS_KEY)).toBeNull();
  });

  it('should ignore what is stored there in another shape', () => {
    for (const stored of ['not json', '[]', '{"user":1}', '{"user":"a","path":"/","drafts":{"f":"x"}}']) {
      sessionStorage.setItem(KEPT_DRAFTS_KEY, stored);
      expect(takeKeptDraft('a', 'f')).toBeNull();
    }
  });

  it('should no longer offer a form that has closed', () => {
    offer('license-form:edit', { userCount: '7' });
    withdrawals.pop()?.();
    keepDrafts('manager@example.com');
    expect(sessionStorage.getItem(KEPT_DRAFTS_KEY)).toBeNull();
  });
});
