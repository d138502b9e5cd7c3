/**
 * pnpm's hooks. beforePacking: a published package.json (pnpm pack, pnpm publish) carries no devDependencies,
 * which name the private workspace packages (the domain, bundled into ui and features) and build tools a consumer
 * never installs.
 */
export const hooks = {
  beforePacking(pkg) {
    delete pkg.devDependencies;
    return pkg;
  },
};
