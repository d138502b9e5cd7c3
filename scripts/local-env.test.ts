import { describe, expect, it } from 'vitest';
import { localDefaults } from './local-env.mjs';

describe('given npm start or npm run dev', () => {
  it.each(['start', 'dev'])('should add no drain and the development routes to %s', (command) => {
    expect(localDefaults(command, {})).toEqual({ DEV_ROUTES: 'true', DRAIN_SECONDS: '0' });
  });

  it('should keep what the environment sets', () => {
    expect(localDefaults('start', { DRAIN_SECONDS: '5', DEV_ROUTES: 'false' })).toEqual({});
    expect(localDefaults('dev', { DRAIN_SECONDS: '' })).toEqual({ DEV_ROUTES: 'true' });
  });

  it('should add nothing in production', () => {
    expect(localDefaults('start', { NODE_ENV: 'production' })).toEqual({});
  });
});

describe('given any other command', () => {
  it.each(['build', 'test', 'migrate', 'backup'])('should add nothing to %s', (command) => {
    expect(localDefaults(command, {})).toEqual({});
  });
});
