-- The gate log's versions (docs/architecture.md, "Answers kept on the server"): `gate` for any
-- change of a scan (a scan made, and a pass or a guard deleted, which clears the scan's reference to
-- it), and `staff` for a change of the name or e-mail of anyone but a student (the guard shown with
-- each scan; the teachers of the feedback results, keyed by e-mail; a student's own changes bump
-- `students`).
--
-- One function for keys named by a prefix and the values of a few columns of the rows changed: the
-- trigger's arguments are the prefix and then the columns, each value after a colon
-- ('feedback', 'category_id' bumps `feedback:<category_id>`); with the prefix alone it is the key,
-- bumped by any change of the table.
CREATE OR REPLACE FUNCTION report_versions_keyed() RETURNS trigger AS $$
DECLARE
  changed jsonb[];
BEGIN
  IF TG_NARGS = 1 THEN
    PERFORM report_versions_bump(array[TG_ARGV[0]]);
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    changed := array(SELECT to_jsonb(r) FROM new_rows r);
  ELSIF TG_OP = 'DELETE' THEN
    changed := array(SELECT to_jsonb(r) FROM old_rows r);
  ELSE
    changed := array(SELECT to_jsonb(r) FROM old_rows r UNION ALL SELECT to_jsonb(r) FROM new_rows r);
  END IF;
  PERFORM report_versions_bump(array(
    SELECT TG_ARGV[0] || (
      SELECT string_agg(':' || (row ->> c.name), '' ORDER BY c.position)
      FROM unnest(TG_ARGV[1:TG_NARGS - 1]) WITH ORDINALITY AS c (name, position))
    FROM unnest(changed) AS row));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_scans AFTER INSERT OR UPDATE OR DELETE ON scans
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('gate');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_versions_staff() RETURNS trigger AS $$
BEGIN
  PERFORM report_versions_bump(array(
    SELECT 'staff' FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.type <> 'student' OR n.type <> 'student')
      AND (o.name, o.email) IS DISTINCT FROM (n.name, n.email)
    LIMIT 1));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_staff_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_staff();
