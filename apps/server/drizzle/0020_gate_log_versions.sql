-- The gate log's versions (docs/architecture.md, "Answers kept on the server"): `gate` for any
-- change of a scan (a scan made, and a pass or a guard deleted, which clears the scan's reference to
-- it), and `staff` for a change of the name of anyone but a student (the guard shown with each scan;
-- a student's own changes already bump `students`).
CREATE OR REPLACE FUNCTION report_versions_gate() RETURNS trigger AS $$
BEGIN
  PERFORM report_versions_bump(array['gate']);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_scans AFTER INSERT OR UPDATE OR DELETE ON scans
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_gate();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_versions_staff() RETURNS trigger AS $$
BEGIN
  PERFORM report_versions_bump(array(
    SELECT 'staff' FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE o.type <> 'student' AND o.name IS DISTINCT FROM n.name
    LIMIT 1));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_staff_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_staff();
