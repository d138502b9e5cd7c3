import { z } from 'zod/mini';

export const ROLE_NAMES = {
  superAdministrator: 'IM Super Administrator',
  standardUser: 'Standard User',
} as const;

export type RoleName = (typeof ROLE_NAMES)[keyof typeof ROLE_NAMES];

/** Spec §3 "Role" of a license user; ids are opaque strings like every id in a URL. */
export const roleSchema = z.object({
  id: z.string(),
  descr: z.string(),
});

export type Role = z.infer<typeof roleSchema>;
