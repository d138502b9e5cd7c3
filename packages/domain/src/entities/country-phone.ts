import { z } from 'zod/mini';

/** Spec §3 "Country phone entry": a country's short name and its dialling code. */
export const countryPhoneSchema = z.object({
  shortName: z.string(),
  code: z.string(),
});

export type CountryPhone = z.infer<typeof countryPhoneSchema>;
