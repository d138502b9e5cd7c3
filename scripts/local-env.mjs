// The environment `npm start` and `npm run dev` add for the local demo, plain JavaScript so that scripts/lc.mjs can
// run it on any Node.

/**
 * What `command` adds to `env` for the local demo: the server answers the development routes (the outbox with the
 * demo's codes and reset links) to this machine only, and Ctrl-C stops it at once, with no drain (no load balancer
 * is there to turn away). Production, or a value the environment sets, decides otherwise.
 */
export function localDefaults(command, env) {
  if ((command !== 'start' && command !== 'dev') || env.NODE_ENV === 'production') return {};
  return {
    ...(env.DEV_ROUTES === undefined ? { DEV_ROUTES: 'true' } : {}),
    ...(env.DRAIN_SECONDS === undefined ? { DRAIN_SECONDS: '0' } : {}),
  };
}
