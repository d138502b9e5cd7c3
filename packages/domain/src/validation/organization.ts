import { z } from 'zod/mini';
import { TEXT_LIMITS } from '../entities/bounds.ts';
import * as messages from '../messages/sections.ts';
import { requiredText } from './form-text.ts';

const m = messages.cloudSettings;

/**
 * Cloud Settings' rename (spec §4 "Organization editing modes"): the organization's new name, required, one line of
 * at most a name's length. The server checks changeOrganizationName's NewOrganizationName with it too.
 */
export const organizationNameSchema = z.object({
  organizationName: requiredText(TEXT_LIMITS.name, m.nameRequired),
});

/** Step one of linking (spec §4): part of an organization's name to search for. */
export const organizationSearchSchema = z.object({
  name: requiredText(TEXT_LIMITS.name, m.searchRequired),
});

export type OrganizationNameValues = z.output<typeof organizationNameSchema>;
export type OrganizationSearchValues = z.output<typeof organizationSearchSchema>;
