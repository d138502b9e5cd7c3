import { createPublicKey, randomUUID } from 'node:crypto';
import { messages } from '@license-console/domain';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { algorithmOf } from './keys.ts';
import type { SsoSiteService } from './service.ts';

/**
 * Development only: a stand-in SSO site at /dev/sso-demo, the URL of the seeded demo site. Without an assertion
 * it starts a login the way a real site does (a tokenExternalId signed with the site's private key, then the
 * console's /account/login/referer page); with one it answers the assertion's verified claims.
 */
export function registerSsoDemoSite(server: FastifyInstance, deps: { sites: SsoSiteService; publicUrl: string }) {
  const url = `${deps.publicUrl}/dev/sso-demo`;
  server.get<{ Querystring: { assertion?: string } }>('/dev/sso-demo', async (request, reply) => {
    const site = await deps.sites.findByUrl(url);
    if (!site?.privateKeySealed) return reply.code(404).send({ message: messages.server.ssoDemoSiteMissing(url) });
    const assertion = request.query.assertion;
    if (!assertion) {
      const privateKey = deps.sites.privateKeyOf(site);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: algorithmOf(privateKey) })
        .setIssuer(site.publicId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(privateKey);
      return reply.redirect(`/account/login/referer/${token}`, 302);
    }
    const publicKey = createPublicKey(site.publicKey);
    try {
      const { payload } = await jwtVerify(assertion, publicKey, {
        algorithms: [algorithmOf(publicKey)],
        audience: site.url,
        issuer: deps.publicUrl,
      });
      return { site: site.name, verified: true, claims: payload };
    } catch (error) {
      return reply.code(400).send({ site: site.name, verified: false, reason: String(error) });
    }
  });
}
