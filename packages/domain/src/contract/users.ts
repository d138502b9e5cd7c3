import { z } from 'zod/mini';
import {
  boundedList,
  codeTextSchema,
  emailTextSchema,
  MAX_IDS_PER_REQUEST,
  nameTextSchema,
  opaqueIdSchema,
  passwordTextSchema,
  tokenTextSchema,
} from '../entities/bounds.ts';
import { countryPhoneSchema } from '../entities/country-phone.ts';
import { userSchema, userWriteSchema } from '../entities/user.ts';
import { defineCall } from './define.ts';
import {
  cacheBusterQuery,
  countResponseSchema,
  csvFileSchema,
  okResponseSchema,
  queryPageNumber,
  queryPageSize,
} from './shared.ts';

/** Body of the older PUT /api/User variant (the alternate profile form), spelled as spec §7 does. */
export const userUpdateLegacySchema = z.object({
  FirstName: nameTextSchema,
  LastName: nameTextSchema,
  Email: emailTextSchema,
  company: z.optional(z.nullable(nameTextSchema)),
  phone: z.optional(z.nullable(codeTextSchema)),
  countryCode: z.optional(z.nullable(codeTextSchema)),
  Password: z.optional(passwordTextSchema),
  /** designed: the password a new Password replaces, required with it. */
  CurrentPassword: z.optional(passwordTextSchema),
});

export const userCalls = {
  searchUserPaged: defineCall({
    method: 'GET',
    path: '/api/SearchUserPaged',
    summary: 'One page of the users list (administrators), matching criteria by name or e-mail.',
    query: z.extend(cacheBusterQuery, {
      pageNumber: z.optional(queryPageNumber),
      pageSize: z.optional(queryPageSize),
      criteria: z.optional(emailTextSchema),
    }),
    response: z.array(userSchema),
    designed: ['response'],
  }),
  searchUserPagedCount: defineCall({
    method: 'GET',
    path: '/api/SearchUserPagedCount',
    summary: 'How many users match the criteria.',
    query: z.object({ criteria: z.optional(emailTextSchema) }),
    response: countResponseSchema,
  }),
  toggleUserRoles: defineCall({
    method: 'PUT',
    path: '/api/Users',
    summary: "Toggles each listed user's role between 'IM Super Administrator' and 'Standard User', in one batch.",
    body: boundedList(opaqueIdSchema, MAX_IDS_PER_REQUEST),
    response: okResponseSchema,
    designed: ['response'],
  }),
  countriesPhone: defineCall({
    method: 'GET',
    path: '/api/CountriesPhone',
    summary: 'Countries with their dialling codes.',
    response: z.array(countryPhoneSchema),
  }),
  currentUserProfile: defineCall({
    method: 'GET',
    path: '/api/User',
    summary: "The signed-in user's profile.",
    response: userSchema,
    designed: ['response'],
    versioned: 'read',
  }),
  getUser: defineCall({
    method: 'GET',
    path: '/api/User/{userId}',
    summary: 'One user (administrators).',
    params: z.object({ userId: opaqueIdSchema }),
    response: userSchema,
    designed: ['response'],
    versioned: 'read',
  }),
  updateProfile: defineCall({
    method: 'PUT',
    path: '/api/User/Update',
    summary: "Updates the signed-in user's profile; a changed e-mail is confirmed by mail.",
    body: userWriteSchema,
    response: userSchema,
    designed: ['body', 'response'],
    versioned: 'write',
  }),
  createUser: defineCall({
    method: 'POST',
    path: '/api/User',
    summary: 'Creates a user (administrators).',
    body: userWriteSchema,
    response: userSchema,
    status: 201,
    designed: ['body', 'response'],
  }),
  updateUser: defineCall({
    method: 'PUT',
    path: '/api/User',
    summary: 'Updates a user; the body names the user by id.',
    body: z.extend(userWriteSchema, { id: opaqueIdSchema }),
    response: userSchema,
    designed: ['response'],
    versioned: 'write',
  }),
  updateUserLegacy: defineCall({
    method: 'PUT',
    path: '/api/User',
    summary: "Older variant from the alternate profile form: the signed-in user's fields, PascalCase names.",
    body: userUpdateLegacySchema,
    response: userSchema,
    designed: ['response'],
    variantOf: 'updateUser',
    versioned: 'write',
  }),
  confirmEmailChange: defineCall({
    method: 'POST',
    path: '/api/User/ConfirmEmail',
    summary:
      'Confirms a profile e-mail change with the single-use token mailed to the new address; the new address takes effect.',
    body: z.object({ token: tokenTextSchema }),
    response: okResponseSchema,
    designed: ['path'],
  }),
  undoEmailChange: defineCall({
    method: 'POST',
    path: '/api/User/UndoEmailChange',
    summary:
      "Undoes an e-mail change with the single-use token mailed to the previous address (7 days): the previous address is the account's again and every session of it ends.",
    body: z.object({ token: tokenTextSchema }),
    response: okResponseSchema,
    designed: ['path'],
  }),
  exportUsersCsv: defineCall({
    method: 'GET',
    path: '/api/Users/Csv',
    summary: 'Download: every user matching the criteria as CSV (administrators).',
    query: z.object({ criteria: z.optional(emailTextSchema) }),
    response: csvFileSchema,
    responseEncoding: 'file',
    designed: ['path'],
  }),
} as const;
