-- Deactivating an account ends its sessions for good: the token version moves on, so activating
-- the account again does not bring old tokens back. Done here so that every path that deactivates
-- (admin screens, scripts, SQL by hand) gets it.
CREATE OR REPLACE FUNCTION users_end_sessions_on_deactivation() RETURNS trigger AS $$
BEGIN
  IF OLD.active AND NOT NEW.active THEN
    NEW.token_version := OLD.token_version + 1;
  END IF;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_end_sessions_on_deactivation BEFORE UPDATE OF active ON users
  FOR EACH ROW EXECUTE FUNCTION users_end_sessions_on_deactivation();
--> statement-breakpoint
-- Every server process caches the signed-in users it has seen; a change to a user, by any process
-- or by hand, tells them all to forget that user (LISTEN users_changed).
CREATE OR REPLACE FUNCTION users_notify_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('users_changed', OLD.id::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_notify_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_notify_changed();
--> statement-breakpoint
-- The same for the portal-wide settings (feature switches), cached by every process.
CREATE OR REPLACE FUNCTION settings_notify_changed() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('settings_changed', '');
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER settings_notify_changed AFTER INSERT OR UPDATE OR DELETE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION settings_notify_changed();
