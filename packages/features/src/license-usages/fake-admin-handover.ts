import {
  type AdminHandover,
  type AdminHandoverInvitation,
  changeAdminSchema,
  requireUsDate,
} from '@license-console/domain';
import * as messages from '@license-console/domain/messages';
import { ApiError } from '../api/errors.ts';
import type { LicensesApi } from '../licenses/api.ts';
import { FAKE_MANAGER_STANDARD_PACK, type FakeLicenseAdministration } from '../licenses/fake.ts';
import type { LicenseUsagesApi } from './api.ts';

const m = messages.adminHandover;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the fake's handover links work, as the server's. */
const LIFETIME_DAYS = 7;

/** The handover links the fake knows from the start, one per state, all for the demo user and the Standard pack. */
const FAKE_HANDOVER_TOKENS = {
  pending: 'fake-handover-pending',
  expired: 'fake-handover-expired',
  used: 'fake-handover-used',
  cancelled: 'fake-handover-cancelled',
} as const;
/** Who the seeded handovers are for: the demo user. */
const FAKE_HANDOVER_RECIPIENT = 'user@example.com';

type AdminHandoverCalls = Pick<
  LicenseUsagesApi,
  | 'switchAdmin'
  | 'pendingAdminHandover'
  | 'resendAdminHandover'
  | 'cancelAdminHandover'
  | 'adminHandoverByToken'
  | 'acceptAdminHandover'
>;

interface FakeHandoverActor {
  administrator: boolean;
  email: string | null;
}

/** A handover as the fake keeps it: the answer's fields, its pack and the token of its working link. */
interface FakeHandover extends Omit<AdminHandover, 'status'> {
  /** As the server stores it: 'expired' once a newer request replaced a handover that had run out. */
  state: AdminHandover['status'];
  licenseId: string;
  token: string;
}

function badRequest(message: string, fields?: Record<string, string>): ApiError {
  return new ApiError(400, message, {
    body: { statusCode: 400, error: 'Bad Request', message, ...(fields ? { fields } : {}) },
    ...(fields ? { fields } : {}),
  });
}

/**
 * The administrator handover calls in memory (spec §4, §6 row 5), as the server answers them: an administrator's
 * change applies at once (the pack's administrator and history change in the license fake); the manager of more than
 * one pack starts a handover, one per pack, replacing the former; resend gives it a new link, cancel ends it; a link
 * is accepted once, by the account it was sent to, while it has not expired. The fake's clock stands at noon (UTC)
 * of its today; it does not make Resend wait a minute. The seeded links (FAKE_HANDOVER_TOKENS) cover every state.
 */
function createFakeAdminHandover(
  licenses: Pick<LicensesApi, 'licenseByEncryptedId' | 'usersLicenses'> & FakeLicenseAdministration,
  actorOf: () => FakeHandoverActor,
  wait: () => Promise<void>,
  today: string,
): AdminHandoverCalls {
  const { year, month, day } = requireUsDate(today);
  const now = Date.UTC(year, month - 1, day, 12);
  const at = (offsetDays: number) => new Date(now + offsetDays * DAY_MS).toISOString();
  const seeded = (state: FakeHandover['state'], token: string, sentDaysAgo: number): FakeHandover => ({
    state,
    licenseId: FAKE_MANAGER_STANDARD_PACK,
    token,
    requestedBy: 'manager@example.com',
    newAdminEmail: FAKE_HANDOVER_RECIPIENT,
    requestedAt: at(-sentDaysAgo),
    sentAt: at(-sentDaysAgo),
    expiresAt: at(LIFETIME_DAYS - sentDaysAgo),
  });
  const handovers: FakeHandover[] = [
    seeded('accepted', FAKE_HANDOVER_TOKENS.used, 40),
    seeded('cancelled', FAKE_HANDOVER_TOKENS.cancelled, 30),
    seeded('expired', FAKE_HANDOVER_TOKENS.expired, 20),
    seeded('pending', FAKE_HANDOVER_TOKENS.pending, 2),
  ];
  let issued = 0;

  const statusOf = (handover: FakeHandover): AdminHandover['status'] =>
    handover.state === 'pending' && Date.parse(handover.expiresAt) <= now ? 'expired' : handover.state;
  const answer = (handover: FakeHandover): AdminHandover => {
    const { state: _state, licenseId: _pack, token: _token, ...rest } = handover;
    return { ...rest, status: statusOf(handover) };
  };
  const pendingOf = (licenseId: string) =>
    handovers.find((handover) => handover.licenseId === licenseId && handover.state === 'pending');
  const newToken = () => {
    issued += 1;
    return `fake-handover-${issued}`;
  };
  const sameAddress = (a: string | null, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

  /** The pack, when the actor may act on its handover: administrators, and the pack's manager (403 otherwise). */
  const ownPack = async (licenseId: string) => {
    await wait();
    const license = await licenses.licenseByEncryptedId(licenseId);
    if (!actorOf().administrator && !license.canManage) throw new ApiError(403, messages.app.accessDenied);
    return license;
  };
  const byToken = (token: string) => {
    const handover = handovers.find((candidate) => candidate.token === token);
    if (!handover) throw new ApiError(404, m.unknownLink);
    return handover;
  };

  return {
    async switchAdmin(licenseId, newAdminEmail) {
      await wait();
      const license = await licenses.licenseByEncryptedId(licenseId);
      const actor = actorOf();
      const packCount = (await licenses.usersLicenses()).filter((pack) => pack.canManage).length;
      if (!actor.administrator && !(license.canManage && packCount > 1)) {
        throw new ApiError(403, messages.app.accessDenied);
      }
      const checked = changeAdminSchema(license.name).safeParse({ newAdminEmail });
      if (!checked.success)
        throw badRequest(messages.changeAdmin.invalid, { newAdminEmail: messages.changeAdmin.invalid });
      const email = newAdminEmail.trim();
      const replaced = pendingOf(licenseId);
      if (replaced) replaced.state = 'cancelled';
      if (actor.administrator) {
        licenses.changeFakeAdministrator(licenseId, email);
        return { awaitingAcceptance: false };
      }
      handovers.push({
        state: 'pending',
        licenseId,
        token: newToken(),
        requestedBy: actor.email,
        newAdminEmail: email,
        requestedAt: at(0),
        sentAt: at(0),
        expiresAt: at(LIFETIME_DAYS),
      });
      return { awaitingAcceptance: true };
    },
    async pendingAdminHandover(licenseId) {
      await ownPack(licenseId);
      const pending = pendingOf(licenseId);
      return pending ? answer(pending) : null;
    },
    async resendAdminHandover(licenseId) {
      await ownPack(licenseId);
      const pending = pendingOf(licenseId);
      if (!pending) throw new ApiError(404, m.noPending);
      Object.assign(pending, { token: newToken(), sentAt: at(0), expiresAt: at(LIFETIME_DAYS) });
      return answer(pending);
    },
    async cancelAdminHandover(licenseId) {
      await ownPack(licenseId);
      const pending = pendingOf(licenseId);
      if (!pending) throw new ApiError(404, m.noPending);
      pending.state = 'cancelled';
    },
    async adminHandoverByToken(token) {
      await wait();
      const handover = byToken(token);
      const pack = licenses.fakePack(handover.licenseId);
      const invitation: AdminHandoverInvitation = {
        ...answer(handover),
        productId: pack.productId,
        userCount: pack.userCount,
        startDate: pack.startDate,
        endDate: pack.endDate,
        forCurrentUser: sameAddress(actorOf().email, handover.newAdminEmail),
      };
      return invitation;
    },
    async acceptAdminHandover(token) {
      await wait();
      const handover = byToken(token);
      const status = statusOf(handover);
      if (status === 'accepted') throw new ApiError(409, m.used);
      if (status === 'cancelled') throw new ApiError(409, m.cancelled);
      if (status === 'expired') throw new ApiError(410, m.expired);
      const email = actorOf().email;
      if (!email || !sameAddress(email, handover.newAdminEmail)) throw new ApiError(403, m.wrongAccount);
      licenses.changeFakeAdministrator(handover.licenseId, email);
      handover.state = 'accepted';
      return licenses.licenseByEncryptedId(handover.licenseId);
    },
  };
}

export { createFakeAdminHandover, FAKE_HANDOVER_RECIPIENT, FAKE_HANDOVER_TOKENS };
