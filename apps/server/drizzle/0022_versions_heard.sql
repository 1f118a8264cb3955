-- The embedded database hears every change of a version (docs/architecture.md, "Answers kept on the
-- server"): a row of report_versions added, bumped or deleted (by a bump or by hand), or the table
-- emptied, sends a notice on `report_versions`, but only from a connection that asked for it with
-- `SET portal.hear_versions = 'on'`. The embedded database's one connection asks, and keeps the
-- versions it read until a notice comes; PostgreSQL's connections never ask, since a notice would
-- serialize their commits, and read the versions instead. Per row, so a bump that changed nothing
-- (a statement that touched no row behind a version) sends nothing; the notices of one transaction
-- are one notice.
CREATE OR REPLACE FUNCTION report_versions_heard() RETURNS trigger AS $$
BEGIN
  IF current_setting('portal.hear_versions', true) = 'on' THEN
    PERFORM pg_notify('report_versions', '');
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_heard AFTER INSERT OR UPDATE OR DELETE ON report_versions
  FOR EACH ROW EXECUTE FUNCTION report_versions_heard();
--> statement-breakpoint
CREATE TRIGGER report_versions_heard_truncate AFTER TRUNCATE ON report_versions
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_heard();
