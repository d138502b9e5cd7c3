import { fillPath } from './route-path.ts';

/** The console address the handover e-mail links to, with `?token=…` (the server builds it, the console routes it). */
export const ADMIN_HANDOVER_ACCEPT_PATH = '/license-admin/accept';

const section = '/license-usage';
/** The section's screens below `section`, as its router matches them. */
const routes = { usage: ':licenseId' } as const;

/** Spec §2.7: a pack's users page (its history a tab of it), and the page a handover e-mail's link opens. */
export const licenseUsagePaths = {
  section,
  routes,
  usage: (licenseId: string) => fillPath(`${section}/${routes.usage}`, { licenseId }),
  /** The handover's accept page, `?token=…` (designed). */
  acceptHandover: ADMIN_HANDOVER_ACCEPT_PATH,
} as const;
