import { describe, expect, it } from 'vitest';
import { licenseUsagePaths } from './license-usages.ts';
import { licensePaths } from './licenses.ts';
import { productPaths } from './products.ts';
import { fillPath } from './route-path.ts';
import { ssoSitePaths } from './single-sign-on.ts';
import { userPaths } from './users.ts';

describe('given a route pattern', () => {
  it('should fill each parameter, encoded as one path segment', () => {
    expect(fillPath('/product/edit/:productId', { productId: 'a/b c' })).toBe('/product/edit/a%2Fb%20c');
    expect(fillPath('/x/:one/y/:two', { one: '1', two: '2' })).toBe('/x/1/y/2');
    expect(fillPath('/history', {})).toBe('/history');
  });
});

describe("given the resources' path tables", () => {
  it.each([
    [productPaths.add, '/product/new'],
    [productPaths.edit('p1'), '/product/edit/p1'],
    [ssoSitePaths.add, '/single-sign-on/new'],
    [ssoSitePaths.edit('s 1'), '/single-sign-on/edit/s%201'],
    [userPaths.myAccount, '/user/my-account'],
    [userPaths.list, '/user/list'],
    [userPaths.passwordSetting, '/user/password-setting'],
    [userPaths.add, '/user/new'],
    [userPaths.edit('u1'), '/user/Edit/u1'],
    [licensePaths.add, '/license/new'],
    [licensePaths.edit('l1'), '/license/edit/l1'],
    [licensePaths.renew('l1'), '/license/renew/l1'],
    [licensePaths.merging, '/license/merging'],
    [licensePaths.idleSeats, '/license/idle-seats'],
    [licenseUsagePaths.usage('l/1'), '/license-usage/l%2F1'],
  ])('should link to %s as the routes match it (%s)', (link, expected) => {
    expect(link).toBe(expected);
  });

  it("should build every link from its section and the section's route", () => {
    for (const table of [productPaths, ssoSitePaths, userPaths, licensePaths, licenseUsagePaths]) {
      for (const route of Object.values(table.routes)) expect(route.startsWith('/')).toBe(false);
      expect(table.section.startsWith('/')).toBe(true);
    }
  });
});
