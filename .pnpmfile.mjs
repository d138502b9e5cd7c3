/**
 * pnpm's hooks. readPackage: swagger-ui-dist (the API reference's viewer) depends on @scarf/scarf, whose only work
 * is an install-time ping to an analytics service; the viewer's files do not use it, so it is never installed.
 * beforePacking: a published package.json (pnpm pack, pnpm publish) carries no devDependencies, which name the
 * private workspace packages (the domain, bundled into ui and features) and build tools a consumer never installs.
 */
export const hooks = {
  readPackage(pkg) {
    if (pkg.name === 'swagger-ui-dist' && pkg.dependencies) delete pkg.dependencies['@scarf/scarf'];
    return pkg;
  },
  beforePacking(pkg) {
    delete pkg.devDependencies;
    return pkg;
  },
};
