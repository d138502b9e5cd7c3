import { messages } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test-support/test-app.ts';

const app = await createTestApp({ seed: false });
const body = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nx\r\n--b--\r\n';

describe('given a multipart body sent to a route that takes no file', () => {
  it.each([
    ['a call without a body', 'POST', '/api/Logout'],
    ['a path no route serves', 'POST', '/api/NoSuchThing'],
  ])('should answer 415 in the contract words to %s, before any handler runs', async (_, method, url) => {
    const response = await app.server.inject({
      method: method as 'POST',
      url,
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: body,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, message: messages.bounds.noFileHere });
  });
});
