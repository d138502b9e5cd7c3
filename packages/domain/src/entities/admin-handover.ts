import { z } from 'zod/mini';
import { productIdSchema } from './product.ts';
import { usDateSchema } from './us-date.ts';

/**
 * Where a handover stands. 'expired' is a pending handover whose link is past its end, whether or not the store has
 * written that down yet (it does when the pack's next handover replaces it).
 */
export const ADMIN_HANDOVER_STATUSES = ['pending', 'accepted', 'cancelled', 'expired'] as const;
export const adminHandoverStatusSchema = z.enum(ADMIN_HANDOVER_STATUSES);

/**
 * designed (beyond the spec): a license manager's change of a pack's administrator (spec §4 "License admin change"),
 * waiting for the new administrator to accept it through the single-use link mailed to them. Times are ISO 8601.
 */
export const adminHandoverSchema = z.object({
  status: adminHandoverStatusSchema,
  /** Who asked: the pack's manager at the time (null once that account is deleted). */
  requestedBy: z.nullable(z.string()),
  newAdminEmail: z.string(),
  requestedAt: z.string(),
  /** When the link was last mailed: Resend mails a new link and the former one stops working. */
  sentAt: z.string(),
  expiresAt: z.string(),
});

/** What a handover link offers, for the page that accepts it: the handover and the pack it hands over. */
export const adminHandoverInvitationSchema = z.extend(adminHandoverSchema, {
  productId: productIdSchema,
  userCount: z.number().check(z.int(), z.nonnegative()),
  startDate: usDateSchema,
  endDate: usDateSchema,
  /** Whether the signed-in user's e-mail is the one the link was sent to: only they may accept. */
  forCurrentUser: z.boolean(),
});

export type AdminHandoverStatus = z.infer<typeof adminHandoverStatusSchema>;
export type AdminHandover = z.infer<typeof adminHandoverSchema>;
export type AdminHandoverInvitation = z.infer<typeof adminHandoverInvitationSchema>;
