import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PUBLIC_KEY_SHOWN_CHARACTERS, shortPublicKey } from './public-key.ts';

const P256 =
  '-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEVpBujrEg5tLqY3sDzJKKQtam0jsL\nIu37k7PQjf2aySLw0StoEZNUQWzgXAQiixgsa2yCBw+123trnas1SypUDg==\n-----END PUBLIC KEY-----\n';

function rsaPublicKey(modulusLength: number): string {
  return generateKeyPairSync('rsa', {
    modulusLength,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }).publicKey;
}

describe('given a public key to show in the SSO site list', () => {
  it('should name a P-256 key and show the end of its body, where keys differ', () => {
    expect(shortPublicKey(P256)).toBe('P-256 …23trnas1SypUDg==');
  });

  it.each([2048, 3072, 4096])('should name an RSA key of %i bits', (bits) => {
    const key = rsaPublicKey(bits);
    const body = key.replace(/-----[A-Z ]+-----|\s/g, '');
    expect(shortPublicKey(key)).toBe(`RSA …${body.slice(-PUBLIC_KEY_SHOWN_CHARACTERS)}`);
  });

  it('should tell apart two keys of one kind, whose PEM starts the same', () => {
    const [a, b] = [rsaPublicKey(2048), rsaPublicKey(2048)];
    expect(a.slice(0, 60)).toBe(b.slice(0, 60));
    expect(shortPublicKey(a)).not.toBe(shortPublicKey(b));
  });

  it.each([
    ['', ''],
    ['short', 'short'],
    ['sixteen-chars-ok', 'sixteen-chars-ok'],
    ['a longer text of many words', '…rtextofmanywords'],
  ])('should shorten %j, which is not a key, from its end', (text, shown) => {
    expect(shortPublicKey(text)).toBe(shown);
  });

  it('should never show more than the kind and the characters it keeps', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        expect(shortPublicKey(text).length).toBeLessThanOrEqual('P-256 …'.length + PUBLIC_KEY_SHOWN_CHARACTERS);
      }),
    );
  });
});
