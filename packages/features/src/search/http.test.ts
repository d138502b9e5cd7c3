import type { SearchResults } from '@license-console/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { httpConsoleApiAnswering, json } from '../testing/http-test-kit.ts';

const answer: SearchResults = {
  packs: [],
  people: [{ email: 'riley.chen@example.com', firstName: 'Riley', lastName: 'Chen', userId: 'u1', pack: null }],
  products: [{ productId: 3, encryptedProductId: 'p3', name: 'Docwise Business' }],
  ssoSites: [],
};

describe('given the HTTP adapter search call', () => {
  it('should send the text as q to GET /api/Search, encoded, and check the answer against the contract', async () => {
    const { api, request } = httpConsoleApiAnswering(() => json(answer));
    await expect(api.search.search('riley & co/%_')).resolves.toEqual(answer);
    expect(request(0).url.pathname).toBe('/api/Search');
    expect(request(0).url.searchParams.get('q')).toBe('riley & co/%_');
  });

  it('should throw a refused text with its reason, for the dialog to show', async () => {
    const { api, onNavigate } = httpConsoleApiAnswering(() =>
      json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'The request is not valid.',
          fields: { q: 'Type at least 2 characters to search.' },
        },
        400,
      ),
    );
    await expect(api.search.search('a')).rejects.toMatchObject({
      status: 400,
      fields: { q: 'Type at least 2 characters to search.' },
    });
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('should throw a failure for the dialog to show, never moving the console to /500', async () => {
    const { api, onNavigate } = httpConsoleApiAnswering(() => json({ message: 'down' }, 500));
    await expect(api.search.search('riley')).rejects.toBeInstanceOf(ApiError);
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
