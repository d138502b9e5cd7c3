import { describe, expect, it } from 'vitest';
import { createTestApp } from '../src/test-support/test-app.ts';

const app = await createTestApp();

const nonceOf = (policy: string) => /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];

describe('given GET /api/reference', () => {
  it('should answer the viewer page, its one inline script allowed by a nonce of its own', async () => {
    const page = await app.server.inject({ method: 'GET', url: '/api/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    const nonce = nonceOf(policy);
    expect(nonce).toBeDefined();
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;?$|script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inline).toHaveLength(1);
    expect(inline[0]?.[1]).toBe(` nonce="${nonce}"`);
    expect(page.body).toContain('<script src="reference/swagger-ui-bundle.js"></script>');
    expect(page.body).toContain("url: 'openapi.json'");
  });

  it('should make a new nonce for every answer', async () => {
    const [first, second] = await Promise.all([
      app.server.inject({ method: 'GET', url: '/api/reference' }),
      app.server.inject({ method: 'GET', url: '/api/reference' }),
    ]);
    expect(nonceOf(String(first.headers['content-security-policy']))).not.toBe(
      nonceOf(String(second.headers['content-security-policy'])),
    );
  });

  it("should serve the viewer's two files, cacheable, to anyone", async () => {
    const script = await app.server.inject({ method: 'GET', url: '/api/reference/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=86400');
    expect(script.body).toContain('SwaggerUIBundle');
    const styles = await app.server.inject({ method: 'GET', url: '/api/reference/swagger-ui.css' });
    expect(styles.statusCode).toBe(200);
    expect(styles.headers['content-type']).toMatch(/^text\/css/);
  });

  it('should serve nothing else of the package, nor anything outside it', async () => {
    for (const url of [
      '/api/reference/package.json',
      '/api/reference/index.html',
      '/api/reference/swagger-ui-bundle.js.map',
      '/api/reference/..%2Fpackage.json',
      '/api/reference/%2e%2e%2f%2e%2e%2fpackage.json',
      '/api/reference/constructor',
      '/api/reference/__proto__',
    ]) {
      const answer = await app.server.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('"name"');
    }
  });
});
