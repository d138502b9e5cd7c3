import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import {
  COUNTRY_PROMPTED_KEY,
  markCountryPrompted,
  resetCountryPrompt,
  wasCountryPrompted,
} from '../api/country-prompt-store.ts';
import { useCountryPrompt } from './use-country-prompt.ts';

afterEach(() => {
  localStorage.clear();
});

describe('given the country dialog controller', () => {
  it.each([null, '', '  '])(
    'should open for a user whose country is %o, and remember it asked',
    async (countryCode) => {
      const { result } = await renderHook(() => useCountryPrompt({ user: { countryCode } }));
      expect(result.current.open).toBe(true);
      expect(wasCountryPrompted()).toBe(true);
    },
  );

  it('should not open for a user with a country', async () => {
    const { result } = await renderHook(() => useCountryPrompt({ user: { countryCode: 'US' } }));
    expect(result.current.open).toBe(false);
    expect(localStorage.getItem(COUNTRY_PROMPTED_KEY)).toBeNull();
  });

  it('should close on either button', async () => {
    const { result, act } = await renderHook(() => useCountryPrompt({ user: { countryCode: null } }));
    await act(() => result.current.close());
    expect(result.current.open).toBe(false);
  });

  it('should not ask again within the same sign-in (a reload)', async () => {
    markCountryPrompted();
    const { result } = await renderHook(() => useCountryPrompt({ user: { countryCode: null } }));
    expect(result.current.open).toBe(false);
  });

  it('should ask again after the next sign-in', async () => {
    markCountryPrompted();
    resetCountryPrompt();
    const { result } = await renderHook(() => useCountryPrompt({ user: { countryCode: null } }));
    expect(result.current.open).toBe(true);
  });
});
