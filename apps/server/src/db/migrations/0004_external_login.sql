-- External sign-in: one console account per identity at a provider, and the clean-up scans of the
-- short-lived rows (OpenID Connect states, used single-use token ids).
create unique index users_oidc_identity on users (oidc_issuer, oidc_subject) where oidc_subject is not null;
create index oidc_states_created on oidc_states (created_at);
create index used_tokens_expires on used_tokens (expires_at);
create index external_login_codes_expires on external_login_codes (expires_at);
