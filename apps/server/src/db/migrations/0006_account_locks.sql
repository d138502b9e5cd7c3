-- Sign-in limits that stop attackers and not users.
--
-- Each counter keeps what it counts: the limit, the account (its lower-cased e-mail) and the client address, so
-- an account's locks can be listed for administrators and lifted by a completed reset or an Unlock.
alter table rate_limits add column limit_name text;
alter table rate_limits add column account text;
alter table rate_limits add column address text;
update rate_limits set limit_name = split_part(key, ':', 1);
update rate_limits set account = substr(key, length(limit_name) + 2)
 where limit_name in ('signInPerAccount', 'forgotPerAccount');
update rate_limits set address = substr(key, length(limit_name) + 2)
 where limit_name in ('signInPerAddress', 'forgotPerAddress', 'resetPerAddress');
alter table rate_limits alter column limit_name set not null;
create index rate_limits_account on rate_limits (account) where account is not null;

-- The account-wide lock no longer doubles up to 24 hours: running ones end within 30 minutes, growth starts over.
update rate_limits set locked_until = least(locked_until, now() + interval '30 minutes'), strikes = 0
 where limit_name = 'signInPerAccount';
-- Codes are no longer counted per session but per account and per address.
delete from rate_limits where limit_name = 'codePerSession';
