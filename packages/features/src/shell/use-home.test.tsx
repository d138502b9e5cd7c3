import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useHome } from './use-home.ts';

describe('given the home controller', () => {
  it('should title the default detail Licenses and welcome the user', async () => {
    const { result } = await renderHook(() => useHome());
    expect(result.current).toEqual({
      title: 'Licenses',
      welcome: 'Welcome to the console. Here you can manage your licenses.',
    });
  });

  it('should title a named detail', async () => {
    const { result } = await renderHook(() => useHome({ detailName: 'MyAccount' }));
    expect(result.current.title).toBe('My Profile');
  });
});
