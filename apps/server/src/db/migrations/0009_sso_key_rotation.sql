-- SSO key rotation (beyond the spec): after a rotation a site keeps its former key pair beside the new one until the
-- overlap the administrator chose ends. The former private key stays sealed as the current one is, to sign the
-- assertions that answer requests signed with it. Deleting the site ends both keys at once (one row).
alter table sso_sites add column previous_public_key text;
alter table sso_sites add column previous_private_key_encrypted text;
alter table sso_sites add column previous_key_expires_at timestamptz;
-- A former key never lacks its end.
alter table sso_sites add constraint sso_sites_previous_key_ends
  check ((previous_public_key is null) = (previous_key_expires_at is null));
