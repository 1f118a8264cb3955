-- `photos`: a student's photo changed (docs/architecture.md, "Answers kept on the server"). The
-- approvers' pending lists show each student's photo beside the name; the rest of what they show of
-- a student bumps `students` already, and a decider's name `staff`.
CREATE OR REPLACE FUNCTION report_versions_photos() RETURNS trigger AS $$
BEGIN
  PERFORM report_versions_bump(array(
    SELECT 'photos' FROM old_rows o JOIN new_rows n ON n.id = o.id
    WHERE (o.type = 'student' OR n.type = 'student') AND o.photo IS DISTINCT FROM n.photo
    LIMIT 1));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_photos_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_photos();
