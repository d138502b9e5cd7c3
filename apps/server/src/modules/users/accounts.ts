import {
  type BodyOf,
  type Contract,
  can,
  DEFAULT_PASSWORD_SETTINGS,
  messages,
  sessionPaths,
  type User,
  type UserWrite,
  userFormSchema,
} from '@license-console/domain';
import { audit } from '../../db/audit.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { newPublicId } from '../../lib/crypto.ts';
import { type Actor, authorize, validate } from '../../lib/guards.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Messenger } from '../../lib/messenger.ts';
import { claimVersion, type Precondition, preconditionFailed, type Versioned } from '../../lib/row-versions.ts';
import { singleUseLink } from '../../lib/single-use-link.ts';
import type { PasswordSettingsService } from '../password-settings/service.ts';
import { saveReminderChoice } from '../reminders/index.ts';
import type { AccountOwnerChecks } from '../session/account-owner.ts';
import type { ResetLinks } from '../session/reset-links.ts';
import { createEmailChange } from './email-change.ts';
import { type AccountFields, createUserRepository, type LockedAccount } from './repository.ts';

/** How long the link that confirms a new e-mail address works. */
export const EMAIL_CHANGE_LIFETIME_HOURS = 24;

/** The user form's fields, as the answer's `fields` names them. */
const FORM_FIELDS = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  company: 'company',
  countryCode: 'countryCode',
  phone: 'phone',
  magentoId: 'magentoId',
  password: 'password',
  repassword: 'repassword',
} as const;

/** The older PUT /api/User body (PascalCase names, one password) as the user form's. */
type LegacyProfile = BodyOf<Contract['updateUserLegacy']>;

function refuse(status: number, message: string, field?: string): never {
  throw new HttpError(status, message, field ? { fields: { [field]: message } } : undefined);
}

/** The form as written: trimmed, the phone cleared without a country (spec §4), blanks as the store keeps them. */
function normalized(input: UserWrite) {
  const countryCode = input.countryCode?.trim() || null;
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    company: input.company?.trim() ?? '',
    countryCode,
    phone: countryCode ? (input.phone?.trim() ?? '') : '',
    magentoId: input.magentoId?.trim() || null,
    password: input.password,
    repassword: input.repassword,
    currentPassword: input.currentPassword,
  };
}

type Form = ReturnType<typeof normalized>;

/** The fields a change writes as they are; the e-mail (confirmed first, or an administrator's) and password apart. */
function accountFieldsOf(form: Form) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    company: form.company,
    phone: form.phone,
    countryCode: form.countryCode,
    magentoId: form.magentoId,
  };
}

export interface AccountServiceDeps {
  db: Database;
  passwordSettings: PasswordSettingsService;
  resetLinks: ResetLinks;
  messenger: Messenger;
  publicUrl: string;
  owner: AccountOwnerChecks;
}

/** Where a change comes from: the session that asks for it and its client's address (for the sign-in limits). */
export interface ChangeOrigin {
  sessionId: string;
  address: string;
}

/**
 * Accounts beyond the list (spec §2.10): the countries, My Profile, and the administrators' Edit User and new
 * user. Every change runs in one transaction with the account's row locked, and is audited; e-mail goes out once
 * the change is committed.
 */
export function createAccountService(deps: AccountServiceDeps) {
  const users = createUserRepository(deps.db);
  const emailChange = createEmailChange(deps);
  const { offerEmailUndo } = emailChange;

  /** Spec §5 "Profile / user form" against the policy that applies; a country must be one of the list. */
  async function check(tx: Queryable, form: Form, userId: number | null, ownAccount = false) {
    const policy = userId === null ? DEFAULT_PASSWORD_SETTINGS : await deps.passwordSettings.policyFor(userId, tx);
    validate(
      userFormSchema(policy, { ownAccount }),
      {
        ...form,
        countryCode: form.countryCode ?? '',
        magentoId: form.magentoId ?? '',
        changePassword: form.password !== undefined,
      },
      FORM_FIELDS,
    );
    if (form.countryCode && !(await createUserRepository(tx).countryExists(form.countryCode))) {
      refuse(400, messages.profile.unknownCountry, 'countryCode');
    }
  }

  /** A user as the profile and Edit User show it, with the version its ETag names. */
  async function versionedProfileOf(
    where: { id: number } | { publicId: string },
    tx: Queryable = deps.db,
  ): Promise<Versioned<User>> {
    const row = (await createUserRepository(tx).profile(where)) ?? refuse(404, messages.server.notFound);
    const { internalId: _internal, ...user } = row;
    return user;
  }

  async function profileOf(where: { id: number } | { publicId: string }, tx: Queryable = deps.db): Promise<User> {
    const { rowVersion: _version, ...user } = await versionedProfileOf(where, tx);
    return user;
  }

  /**
   * Claims the locked account for a change based on the precondition's version (If-Match): when someone else has
   * saved it since, nothing is written and the answer is 412 with the account as it is now.
   */
  async function claimAccount(tx: Queryable, userId: number, precondition: Precondition | undefined) {
    if (await claimVersion(tx, 'users', userId, precondition)) return;
    throw await preconditionFailed(tx, await versionedProfileOf({ id: userId }, tx), {
      entity: 'user',
      entityId: String(userId),
    });
  }

  async function requireFreeEmail(tx: Queryable, email: string, exceptId: number | null) {
    if (await createUserRepository(tx).emailInUse(email, exceptId)) refuse(400, messages.profile.emailInUse, 'email');
  }

  /**
   * The signed-in user's own profile (My Profile, and the older PUT /api/User): names, country and phone; the
   * company only for whom §6 lets change it; magentoId only for administrators; the roles never. A new e-mail is
   * held until its owner confirms it through the link mailed to it; a new password must meet the policy.
   */
  async function updateOwnProfile(
    actor: Actor,
    input: UserWrite,
    origin: ChangeOrigin,
    precondition?: Precondition,
  ): Promise<Versioned<User>> {
    const form = normalized(input);
    // Checked before the account's row is locked: the check counts attempts on the database itself.
    if (form.password !== undefined) {
      await deps.owner.checkCurrentPassword(actor.email, form.currentPassword, origin.address);
    }
    let emailChangeRequested = false;
    await deps.db.transaction(async (tx) => {
      const within = createUserRepository(tx);
      const row = (await within.lockAccount(actor.id)) ?? refuse(404, messages.server.notFound);
      await claimAccount(tx, actor.id, precondition);
      await check(tx, form, actor.id, true);
      if (form.company !== row.company && !can(actor, 'editCompanyName')) {
        refuse(403, messages.profile.companyReadOnly, 'company');
      }
      await within.updateAccount(actor.id, {
        ...accountFieldsOf(form),
        administrator: row.administrator,
        isManager: row.isManager,
        magentoId: can(actor, 'editMagentoId') ? form.magentoId : row.magentoId,
      });
      if (input.expiryReminders !== undefined) await saveReminderChoice(tx, actor.id, input.expiryReminders);
      if (form.password !== undefined) {
        await deps.passwordSettings.changePassword(tx, actor.id, form.password);
        await deps.owner.endSessions(tx, actor.id, origin.sessionId);
        // The address stays the confirmed one until its new one is confirmed.
        await sendPasswordChangedNotice(tx, row.email);
      }
      if (form.email.toLowerCase() !== row.email.toLowerCase()) {
        await requireFreeEmail(tx, form.email, actor.id);
        const { url: link, tokenHash } = singleUseLink(deps.publicUrl, sessionPaths.confirmEmail);
        await within.requestEmailChange(actor.id, form.email, tokenHash, EMAIL_CHANGE_LIFETIME_HOURS);
        await deps.messenger.send(
          {
            channel: 'email',
            to: form.email,
            subject: messages.mail.confirmEmail.subject,
            text: messages.mail.confirmEmail.text(link, EMAIL_CHANGE_LIFETIME_HOURS),
            expiresInMinutes: EMAIL_CHANGE_LIFETIME_HOURS * 60,
          },
          tx,
        );
        emailChangeRequested = true;
      }
      await audit(tx, {
        actorId: actor.id,
        action: 'user.update-profile',
        entity: 'user',
        entityId: String(actor.id),
        after: { emailChangeRequested, passwordChanged: form.password !== undefined },
      });
    });
    return versionedProfileOf({ id: actor.id });
  }

  /** Queues, within the change's transaction, the notice to an account's owner that its password changed. */
  async function sendPasswordChangedNotice(tx: Queryable, email: string) {
    await deps.messenger.send(
      {
        channel: 'email',
        to: email,
        subject: messages.mail.passwordChanged.subject,
        text: messages.mail.passwordChanged.text,
      },
      tx,
    );
  }

  /** An administrator's change of any account; removing the last administrator changes nothing (400). */
  async function updateAnyAccount(
    actor: Actor,
    target: LockedAccount,
    input: UserWrite,
    tx: Queryable,
    origin: ChangeOrigin,
  ) {
    const within = createUserRepository(tx);
    const form = normalized(input);
    const own = target.id === actor.id;
    await check(tx, form, target.id, own);
    const administrator = input.administrator ?? target.administrator;
    if (target.administrator && !administrator) {
      const administrators = await within.lockAdministrators();
      if (administrators.filter((id) => id !== target.id).length === 0) {
        refuse(400, messages.users.lastAdministrator);
      }
    }
    const emailChanged = form.email.toLowerCase() !== target.email.toLowerCase();
    if (emailChanged) await requireFreeEmail(tx, form.email, target.id);
    const fields: AccountFields = {
      ...accountFieldsOf(form),
      administrator,
      isManager: input.isManager ?? target.isManager,
    };
    await within.updateAccount(target.id, emailChanged ? { ...fields, email: form.email } : fields);
    if (emailChanged) await offerEmailUndo(tx, target.id, target.email, form.email);
    if (form.password !== undefined) {
      await deps.passwordSettings.changePassword(tx, target.id, form.password);
      // Another's password set by an administrator ends every session of that account.
      await deps.owner.endSessions(tx, target.id, own ? origin.sessionId : null, actor.id);
      await sendPasswordChangedNotice(tx, emailChanged ? form.email : target.email);
    }
    await audit(tx, {
      actorId: actor.id,
      action: 'user.update',
      entity: 'user',
      entityId: String(target.id),
      before: { email: target.email, administrator: target.administrator, isManager: target.isManager },
      after: { email: form.email, administrator: fields.administrator, isManager: fields.isManager },
    });
  }

  return {
    /** GET /api/CountriesPhone: the countries and their dialling codes (any signed-in user). */
    countriesPhone: () => users.countries(),

    /** GET /api/User: the signed-in user's own profile, with its version. */
    currentUserProfile: (actor: Actor) => versionedProfileOf({ id: actor.id }),

    /** GET /api/User/{userId}: any user, for administrators; another user's id is refused to anyone else. */
    async getUser(actor: Actor, publicId: string): Promise<Versioned<User>> {
      authorize(actor, 'listUsers');
      return versionedProfileOf({ publicId });
    },

    /** PUT /api/User/Update: My Profile. */
    updateProfile: updateOwnProfile,

    /** PUT /api/User, older variant: the signed-in user's own fields with PascalCase names. */
    updateUserLegacy: (actor: Actor, input: LegacyProfile, origin: ChangeOrigin, precondition?: Precondition) =>
      updateOwnProfile(
        actor,
        {
          firstName: input.FirstName,
          lastName: input.LastName,
          email: input.Email,
          company: input.company,
          phone: input.phone,
          countryCode: input.countryCode,
          ...(input.Password === undefined
            ? {}
            : { password: input.Password, repassword: input.Password, currentPassword: input.CurrentPassword }),
        },
        origin,
        precondition,
      ),

    /**
     * PUT /api/User with an id: administrators change any account (roles and magentoId included); anyone else
     * may name only themself, which is My Profile's change.
     */
    async updateUser(
      actor: Actor,
      input: UserWrite & { id: string },
      origin: ChangeOrigin,
      precondition?: Precondition,
    ): Promise<Versioned<User>> {
      const target = (await users.findByPublicId(input.id)) ?? refuse(404, messages.server.notFound);
      if (!can(actor, 'listUsers')) {
        if (target.id !== actor.id) refuse(403, messages.app.accessDenied);
        return updateOwnProfile(actor, input, origin, precondition);
      }
      // An administrator's own password asks for the current one as My Profile does.
      if (target.id === actor.id && input.password !== undefined) {
        await deps.owner.checkCurrentPassword(actor.email, input.currentPassword, origin.address);
      }
      await deps.db.transaction(async (tx) => {
        const row = (await createUserRepository(tx).lockAccount(target.id)) ?? refuse(404, messages.server.notFound);
        await claimAccount(tx, target.id, precondition);
        await updateAnyAccount(actor, row, input, tx, origin);
      });
      return versionedProfileOf({ id: target.id });
    },

    /**
     * POST /api/User: an administrator creates an account without a password; its owner gets a single-use link
     * to choose one (no password travels by e-mail). An address in use is refused and nothing is created.
     */
    async createUser(actor: Actor, input: UserWrite): Promise<User> {
      authorize(actor, 'listUsers');
      const form = normalized(input);
      const id = await deps.db.transaction(async (tx) => {
        await check(tx, { ...form, password: undefined, repassword: undefined }, null);
        await requireFreeEmail(tx, form.email, null);
        const created = await createUserRepository(tx).insertUser({
          ...form,
          publicId: newPublicId(),
          administrator: input.administrator ?? false,
          isManager: input.isManager ?? false,
        });
        if (created === null) refuse(400, messages.profile.emailInUse, 'email');
        await deps.resetLinks.sendSetPasswordLink(tx, { id: created, email: form.email });
        await audit(tx, {
          actorId: actor.id,
          action: 'user.create',
          entity: 'user',
          entityId: String(created),
          after: {
            email: form.email,
            administrator: input.administrator ?? false,
            isManager: input.isManager ?? false,
          },
        });
        return created;
      });
      return profileOf({ id });
    },

    confirmEmailChange: emailChange.confirmEmailChange,
    undoEmailChange: emailChange.undoEmailChange,
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
