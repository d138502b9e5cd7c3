import './strict-csp.ts';
import { describe, expect, it } from 'vitest';
import { config, z } from 'zod';

describe('given the console started under its Content-Security-Policy', () => {
  it('should have zod build its schemas without compiled validators, though zod loaded after the setting', () => {
    expect(config().jitless).toBe(true);
    // An object schema is where zod would otherwise probe for `new Function`.
    expect(z.object({ name: z.string() }).safeParse({ name: 'Ada' }).success).toBe(true);
  });
});
