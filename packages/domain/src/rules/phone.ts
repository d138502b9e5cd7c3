import type { CountryPhone } from '../entities/country-phone.ts';

/** The dialling code of a country (spec §3 User.phoneCode), or null when the country is unknown. */
export function dialCodeFor(countryCode: string | null | undefined, countries: readonly CountryPhone[]): string | null {
  if (!countryCode) return null;
  const key = countryCode.trim().toLowerCase();
  return countries.find((country) => country.shortName.trim().toLowerCase() === key)?.code ?? null;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** Spec §5: the stored phone is the country's dialling code followed by the typed number, as +<digits>. */
export function composePhone(dialCode: string, localNumber: string): string {
  return `+${digits(dialCode)}${digits(localNumber)}`;
}

/** The typed part of a stored phone: without its dialling code when it starts with it. */
export function localPhoneNumber(phone: string | null | undefined, dialCode: string | null | undefined): string {
  const all = digits(phone ?? '');
  const prefix = digits(dialCode ?? '');
  return prefix && all.startsWith(prefix) && (phone ?? '').trim().startsWith('+') ? all.slice(prefix.length) : all;
}
