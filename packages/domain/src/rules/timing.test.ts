import { describe, expect, it } from 'vitest';
import {
  cacheBuster,
  ENTER_KEY_CODE,
  INACTIVITY_RESET_EVENTS,
  INACTIVITY_TIMEOUT_MS,
  LOGOUT_HOME_URL_PARAM,
  LOGOUT_REDIRECT_MS,
  SKU_PANEL_MAX_HEIGHT,
  TOAST_DURATION_MS,
} from './timing.ts';

describe('given the constants of spec §9', () => {
  it.each([
    ['inactivity timeout', INACTIVITY_TIMEOUT_MS, 1_800_000],
    ['toast duration', TOAST_DURATION_MS, 5000],
    ['logout redirect', LOGOUT_REDIRECT_MS, 5000],
    ['Enter key code', ENTER_KEY_CODE, 13],
    ['SKU panel height', SKU_PANEL_MAX_HEIGHT, 500],
  ])('should set the %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('should reset inactivity on load, mouse, click, scroll and key events', () => {
    expect(INACTIVITY_RESET_EVENTS).toEqual(['load', 'mousemove', 'mousedown', 'click', 'scroll', 'keypress']);
  });

  it('should read the home URL from url-home', () => {
    expect(LOGOUT_HOME_URL_PARAM).toBe('url-home');
  });
});

describe('given a random source', () => {
  it('should make different version parameters from different numbers', () => {
    expect(cacheBuster(() => 0.25)).not.toBe(cacheBuster(() => 0.5));
  });

  it('should never give an empty parameter', () => {
    expect(cacheBuster(() => 0)).toBe('0');
  });
});
