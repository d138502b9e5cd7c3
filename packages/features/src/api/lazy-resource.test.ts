import { describe, expect, it, vi } from 'vitest';
import { lazyResource } from './lazy-resource.ts';

interface Notes {
  read(id: string): Promise<string>;
  count(): Promise<number>;
}

const notes: Notes = { read: async (id) => `note ${id}`, count: async () => 2 };

describe('given a lazily loaded resource adapter', () => {
  it('should load nothing until the first call, then load once for every call', async () => {
    const load = vi.fn(async () => notes);
    const api = lazyResource(load);
    expect(load).not.toHaveBeenCalled();
    await expect(Promise.all([api.read('a'), api.count(), api.read('b')])).resolves.toEqual(['note a', 2, 'note b']);
    expect(load).toHaveBeenCalledOnce();
  });

  it('should load again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<Notes>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(notes);
    const api = lazyResource(load);
    await expect(api.count()).rejects.toThrow('chunk failed');
    await expect(api.count()).resolves.toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('should not be taken for a promise', async () => {
    const load = vi.fn(async () => notes);
    const api = lazyResource(load);
    expect(await Promise.resolve(api)).toBe(api);
    expect(load).not.toHaveBeenCalled();
  });

  it('should refuse a method the loaded adapter does not have', async () => {
    const api = lazyResource(async () => notes) as Notes & { remove(): Promise<void> };
    await expect(api.remove()).rejects.toThrow('The adapter has no method remove');
  });
});
