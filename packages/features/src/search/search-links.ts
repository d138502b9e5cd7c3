import {
  type CurrentUser,
  can,
  licenseUsagePaths,
  mayOpen,
  peoplePaths,
  productPaths,
  type SearchPack,
  type SearchPerson,
  type SearchProduct,
  type SearchSsoSite,
  ssoSitePaths,
  userPaths,
} from '@license-console/domain';
import { licensePaths } from '../licenses/paths.ts';

/**
 * Where each result opens, by the resources' path tables and the rules the other screens link by (spec §6): a pack its
 * users page for whom the license list offers Manage Users, else the license list showing it (its administrator's
 * packs of its product, any status); a user account the person's page (its form for one who may not open that); a
 * seat holder the users page of their pack; a product
 * its form for administrators, else the reader's packs of it; an SSO site its form.
 */
const searchLinks = {
  pack: (user: CurrentUser, pack: SearchPack) =>
    can(user, 'openManageUsers', { canManage: pack.canManage, productId: pack.productId })
      ? licenseUsagePaths.usage(pack.encryptedId)
      : licensePaths.search({ emailPart: pack.manager, productId: pack.productId, status: '' }),
  person: (user: CurrentUser, person: SearchPerson) =>
    person.userId !== null
      ? mayOpen(user, 'person')
        ? peoplePaths.person(person.userId)
        : userPaths.edit(person.userId)
      : person.pack
        ? licenseUsagePaths.usage(person.pack.encryptedId)
        : licensePaths.list,
  product: (user: CurrentUser, product: SearchProduct) =>
    can(user, 'manageProducts')
      ? productPaths.edit(product.encryptedProductId)
      : licensePaths.search({ productId: product.productId, status: '' }),
  ssoSite: (site: SearchSsoSite) => ssoSitePaths.edit(site.id),
} as const;

export { searchLinks };
