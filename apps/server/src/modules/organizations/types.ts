/** An organization as the server keeps it; its row id never leaves the server. */
export interface OrganizationRow {
  id: number;
  publicId: string;
  name: string;
}

/** An account, by e-mail, with the organization it belongs to (null: none). */
export interface OrganizationMember {
  userId: number;
  email: string;
  organization: OrganizationRow | null;
}

/** A pack's cloud facts: its product, its manager and its organization (null: not linked). */
export interface PackOrganization {
  licenseId: number;
  productId: number;
  managerId: number;
  organization: OrganizationRow | null;
  /**
   * The version of what Cloud Settings edits (migration 0018): the pack's link together with its organization's
   * name, read in the same statement as them.
   */
  version: number;
}
