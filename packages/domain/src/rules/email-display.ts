export const EMAIL_DISPLAY_MAX = 21;
export const EMAIL_DISPLAY_KEEP = 18;

/** Spec §2.4/§9: e-mails longer than 21 characters show their first 18 plus '..'. */
export function truncateEmail(email: string): string {
  return email.length > EMAIL_DISPLAY_MAX ? `${email.slice(0, EMAIL_DISPLAY_KEEP)}..` : email;
}
