/**
 * The license packs that end this month, read with an API token through a client typed from the server's own
 * OpenAPI document. Copy this file beside the generated types, then:
 *
 *   npm install openapi-fetch && npx openapi-typescript http://localhost:3000/api/openapi.json -o license-console.d.ts
 *   LC_TOKEN=lc_… node ending-this-month.ts http://localhost:3000
 *
 * It prints one line a pack: its end, its product, seats used of bought, its administrator.
 */
import { fileURLToPath } from 'node:url';
import createClient from 'openapi-fetch';
import type { components, paths } from './license-console.d.ts';

type License = components['schemas']['License'];

/** The packs the token's owner may see that end in `today`'s month (from today on), soonest first. */
export async function packsEndingThisMonth(baseUrl: string, token: string, today = new Date()): Promise<License[]> {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: `Bearer ${token}` } });
  // Not yet ended and ending within 30 days: this month's rest always falls within them.
  const { data, error, response } = await client.GET('/api/Licenses', {
    params: { query: { expiringWithinDays: 30, sortBy: 'validUntil', sortDirection: 'asc' } },
  });
  if (error) throw new Error(`GET /api/Licenses answered ${response.status}: ${error.message}`);
  return data.filter((license) => {
    const [month, , year] = license.endDate.split('/').map(Number);
    return month === today.getMonth() + 1 && year === today.getFullYear();
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [baseUrl = 'http://localhost:3000'] = process.argv.slice(2);
  const token = process.env.LC_TOKEN;
  if (!token) throw new Error('Set LC_TOKEN to an API token (My Profile, API tokens).');
  for (const pack of await packsEndingThisMonth(baseUrl, token)) {
    const seats = `${pack.usedCount}/${pack.userCount} seats`;
    process.stdout.write(`${pack.endDate}  product ${pack.productId}  ${seats}  ${pack.name}\n`);
  }
}
