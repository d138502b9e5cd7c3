-- The history of changes (GET /api/AuditLog) reads the log newest first, a page at a time, filtered: each filter it
-- takes alone is an index whose order is the page's order (created_at, then id, both descending), so a page reads
-- its rows and stops, whatever the log's length. A pack's history (and a manager's packs) walks the pack's own
-- entries; the earlier (entity, entity_id) and (actor_id) indexes are prefixes of the new ones and go.
create index audit_log_created on audit_log (created_at desc, id desc);
create index audit_log_entity_created on audit_log (entity, entity_id, created_at desc, id desc);
create index audit_log_actor_created on audit_log (actor_id, created_at desc, id desc);
create index audit_log_action_created on audit_log (action, created_at desc, id desc);
drop index audit_log_entity;
drop index audit_log_actor;
