/**
 * The e-mail pattern of every form: something@domain.tld, no spaces, one @.
 * Deliberately simple: the server's confirmation mail, not a regex, proves an address.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}

/** Spec §5 "User search": the characters a name search may not contain. */
export const SPECIAL_CHARACTERS = '!#$%^&*()+=[]{};:"\\|,<>/?';

export function hasSpecialCharacters(text: string): boolean {
  return Array.from(text).some((char) => SPECIAL_CHARACTERS.includes(char));
}
