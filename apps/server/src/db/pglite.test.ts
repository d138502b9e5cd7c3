import { describe, expect, it } from 'vitest';
import { openPglite } from './pglite.ts';

describe('given the embedded engine', () => {
  it('should start PostgreSQL with a 16 MB buffer pool, not its 128 MB default', async () => {
    const db = await openPglite();
    try {
      expect(await db.query('show shared_buffers')).toEqual([{ shared_buffers: '16MB' }]);
    } finally {
      await db.close();
    }
  });
});
