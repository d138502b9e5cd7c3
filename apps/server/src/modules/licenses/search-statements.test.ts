import { describe, expect, it } from 'vitest';
import {
  administratorsStatement,
  countStatement,
  type LicenseFilter,
  type LicenseScope,
  MANAGER_WALK_LIMIT,
  NO_FILTER,
  packsByIdStatement,
  type SearchStatement,
  type Statement,
  searchStatement,
} from './search-statements.ts';

const reader = { userId: 1, withHistory: true };
const all: LicenseScope = { kind: 'all' };
const own: LicenseScope = { kind: 'own', userId: 7, email: 'manager@example.com' };
const email: LicenseFilter = { ...NO_FILTER, emailPart: 'smith' };
const few = [11, 12, 13];
const many = Array.from({ length: MANAGER_WALK_LIMIT + 1 }, (_, index) => index + 1);
/** Planned once for all values, or with each call's values. */
const planOf = (statement: { options?: { prepare?: { plan: string } } } | null) =>
  statement?.options?.prepare?.plan === 'generic' ? 'once' : 'per call';

/** Each of the statement's values is read by its text, and the text reads no other. */
function expectBound(statement: Statement) {
  const used = new Set([...statement.sql.matchAll(/\$(\d+)/g)].map(([, index]) => Number(index)));
  expect([...used].sort((a, b) => a - b)).toEqual(statement.params.map((_, index) => index + 1));
  return statement;
}

/** The search read in one statement: its packs. */
function packsOf(search: SearchStatement): Statement {
  if (!('packs' in search)) throw new Error('expected the packs in one statement');
  return expectBound(search.packs);
}

/** The search read in two: the statement of its page's ids. */
function idsOf(search: SearchStatement): Statement {
  if (!('ids' in search)) throw new Error("expected a statement of the page's ids");
  return expectBound(search.ids);
}

describe('given the plans of the search statements', () => {
  it('should plan once a page of a console page size, its depth in the text and its offset a value', () => {
    const filter: LicenseFilter = { ...NO_FILTER, status: 'Active', productId: 3, type: 'Trial' };
    const first = packsOf(searchStatement(reader, all, filter, { size: 10, number: 1 }));
    expect(planOf(first)).toBe('once');
    expect(first.sql).toMatch(/limit 16\b[\s\S]*offset \$\d+ limit 10\b/);
    // Pages of one depth share one text; a deeper page reads up to the next power of two.
    const second = packsOf(searchStatement(reader, all, filter, { size: 10, number: 2 }));
    expect(second.sql).toBe(packsOf(searchStatement(reader, all, filter, { size: 10, number: 3 })).sql);
    expect(second.sql).not.toBe(first.sql);
    expect(second.params.at(-1)).toBe(10);
    const deep = packsOf(searchStatement(reader, all, filter, { size: 10, number: 5000 }));
    expect(planOf(deep)).toBe('once');
    expect(deep.sql).toMatch(/limit 65536\b/);
    expect(deep.params.at(-1)).toBe(49_990);
    // A page size the console never asks for keeps LIMIT and OFFSET as values: its ids are planned with them.
    const odd = idsOf(searchStatement(reader, all, filter, { size: 17, number: 1 }));
    expect(planOf(odd)).toBe('per call');
    expect(odd.params.slice(-2)).toEqual([17, 0]);
    expect(planOf(packsOf(searchStatement(reader, all, filter)))).toBe('once');
    expect(planOf(countStatement(all, filter))).toBe('once');
  });

  it('should plan the e-mail part with its value, and the page and count of few administrators once', () => {
    expect(planOf(administratorsStatement(all, email))).toBe('per call');
    expect(planOf(packsOf(searchStatement(reader, all, email, { size: 10, number: 1 }, few)))).toBe('once');
    expect(planOf(countStatement(all, email, few))).toBe('once');
    // Their ids, not the part, are the statement's values: one text serves every part.
    expect(packsOf(searchStatement(reader, all, email, { size: 10, number: 1 }, few)).sql).toBe(
      packsOf(searchStatement(reader, all, { ...NO_FILTER, emailPart: 'jones' }, { size: 10, number: 1 }, [5])).sql,
    );
  });

  it('should carry the part itself, planned per call, past the walk limit and in the own scope', () => {
    const page = idsOf(searchStatement(reader, all, email, { size: 10, number: 1 }, many));
    expect(planOf(page)).toBe('per call');
    expect(page.params).toContain('%smith%');
    expect(planOf(countStatement(all, email, many))).toBe('per call');
    expect(administratorsStatement(own, email)).toBeNull();
    const ownPage = idsOf(searchStatement(reader, own, email, { size: 10, number: 1 }));
    expect(planOf(ownPage)).toBe('per call');
    expect(ownPage.params).toEqual([own.userId, own.email, '%smith%', 0]);
    expect(planOf(packsOf(searchStatement(reader, all, email, undefined, many)))).toBe('per call');
    expect(planOf(countStatement(own, email))).toBe('per call');
  });

  it('should plan per call only the walk to a page of ids, and read those packs in a text planned once', () => {
    const walk = idsOf(searchStatement(reader, all, email, { size: 10, number: 3 }, many));
    // The walk reads no part of the view: neither the reader nor the history.
    expect(walk.sql).not.toMatch(/canManage|license_admin_history/);
    expect(walk.sql).toMatch(/order by[\s\S]*offset \$\d+ limit 10\s*$/);
    const packs = expectBound(packsByIdStatement(reader, all, [42, 7]));
    expect(planOf(packs)).toBe('once');
    expect(packs.params).toEqual([reader.userId, reader.withHistory, [42, 7]]);
    expect(packs.sql).toMatch(/where l\.id = any\(\$3::bigint\[\]\)\s+order by l\.end_date desc, l\.id desc$/);
    expect(packs.sql).toBe(packsByIdStatement({ userId: 9, withHistory: false }, all, [1]).sql);
    // In the user's own packs, the second read checks the scope again.
    const ownPacks = expectBound(packsByIdStatement(reader, own, [42]));
    expect(planOf(ownPacks)).toBe('once');
    expect(ownPacks.params).toEqual([reader.userId, reader.withHistory, [42], own.userId, own.email]);
    expect(ownPacks.sql).toMatch(/l\.id in \(select id from licenses where manager_id = \$4/);
    // Every pack, unpaged, stays one statement, planned with the part.
    expect(planOf(packsOf(searchStatement(reader, own, email)))).toBe('per call');
  });

  it('should walk a sorted page by its column, then the end date and the id, all in one direction', () => {
    const byStart = { column: 'validFrom', direction: 'asc' } as const;
    const first = packsOf(searchStatement(reader, all, NO_FILTER, { size: 10, number: 1 }, undefined, byStart));
    expect(planOf(first)).toBe('once');
    expect(first.sql).toMatch(/order by l\.start_date asc, l\.end_date asc, l\.id asc limit 16\b/);
    expect(first.sql).toMatch(/order by c\.k0 asc, c\.k1 asc, c\.id asc\s+offset \$\d+ limit 10\b/);
    expect(first.sql).not.toBe(packsOf(searchStatement(reader, all, NO_FILTER, { size: 10, number: 1 })).sql);
    // The e-mail order joins the administrator to the walk; the list's own order does not.
    const byEmail = { column: 'email', direction: 'desc' } as const;
    const email = packsOf(searchStatement(reader, all, NO_FILTER, { size: 10, number: 1 }, undefined, byEmail));
    expect(email.sql).toMatch(/select l\.id, lower\(m\.email\) as k0, l\.end_date as k1 from licenses l join users m/);
    expect(packsOf(searchStatement(reader, all, NO_FILTER, { size: 10, number: 1 })).sql).not.toMatch(
      /found as \(select[^)]*join users m/,
    );
    // Each of few administrators' walks is in the order too.
    const walks = packsOf(
      searchStatement(reader, all, { ...NO_FILTER, emailPart: 'smith' }, { size: 10, number: 1 }, few, byEmail),
    );
    expect(walks.sql).toMatch(
      /join users m on m\.id = l\.manager_id[\s\S]*order by lower\(m\.email\) desc, l\.end_date desc, l\.id desc limit 16/,
    );
    // The packs read by their ids come in the same order.
    expect(packsByIdStatement(reader, all, [1], byStart).sql).toMatch(
      /order by l\.start_date asc, l\.end_date asc, l\.id asc$/,
    );
  });

  it("should order one product's packs by PRODUCT as by VALID UNTIL, the walk its end-date index allows", () => {
    const byProduct = { column: 'product', direction: 'asc' } as const;
    const any = packsOf(searchStatement(reader, all, NO_FILTER, { size: 10, number: 1 }, undefined, byProduct));
    expect(any.sql).toMatch(/product_sort_rank\(l\.product_id\) asc, l\.end_date asc, l\.id asc limit 16/);
    const one = packsOf(
      searchStatement(reader, all, { ...NO_FILTER, productId: 3 }, { size: 10, number: 1 }, undefined, byProduct),
    );
    expect(one.sql).not.toMatch(/product_sort_rank/);
    expect(one.sql).toMatch(/order by l\.end_date asc, l\.id asc limit 16/);
  });

  it('should refuse to build an e-mail search over every pack without its administrators', () => {
    expect(() => searchStatement(reader, all, email, { size: 10, number: 1 })).toThrow(/administrators first/);
    expect(() => countStatement(all, email)).toThrow(/administrators first/);
  });
});
