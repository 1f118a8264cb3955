-- The versions of the reads kept per student or class (docs/architecture.md, "Answers kept on the
-- server"). Like 0019's to 0023's, these statement-level triggers bump their keys in the transaction
-- of every change, whoever makes it (report_versions_keyed: migration 0020); a key for a whole table
-- is bumped by a truncate too.
--
-- The keyed triggers of a table, made by one function for the length of this migration: an insert,
-- an update and a delete trigger, each with its transition tables, bumping the keys named by the
-- prefix and the columns given (report_versions_keyed's arguments).
CREATE FUNCTION report_versions_keyed_triggers(name text, table_name text, arguments text) RETURNS void AS $$
BEGIN
  EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed(%s)', name || '_insert', table_name, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed(%s)', name || '_update', table_name, arguments);
  EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows '
    'FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed(%s)', name || '_delete', table_name, arguments);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- `discussion:<department>:<semester>`: a class's board (a post or reply written, edited or deleted,
-- an author's account deleted, which clears the post's author).
SELECT report_versions_keyed_triggers('report_versions_discussions', 'discussion_posts', $$'discussion', 'department', 'semester'$$);
--> statement-breakpoint
-- `gatepass:<student>` and `leave:<student>`: a student's own requests (made, edited, decided,
-- used, cancelled).
SELECT report_versions_keyed_triggers('report_versions_own_gatepasses', 'gatepasses', $$'gatepass', 'student_id'$$);
--> statement-breakpoint
SELECT report_versions_keyed_triggers('report_versions_own_leave', 'leave_applications', $$'leave', 'student_id'$$);
--> statement-breakpoint
-- `marks:<student>`: a student's marks (entered, changed, deleted with their exam).
SELECT report_versions_keyed_triggers('report_versions_own_marks', 'exam_marks', $$'marks', 'student_id'$$);
--> statement-breakpoint
-- `exams:<department>:<semester>`: a class's exams (its subjects' exams made, changed, moved to
-- another subject or deleted). A subject deleted with its exams bumps its class's key (0019).
CREATE OR REPLACE FUNCTION report_versions_class_exams() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM report_versions_bump(array(
      SELECT 'exams:' || s.department || ':' || s.semester FROM new_rows e JOIN subjects s ON s.id = e.subject_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM report_versions_bump(array(
      SELECT 'exams:' || s.department || ':' || s.semester FROM old_rows e JOIN subjects s ON s.id = e.subject_id));
  ELSE
    PERFORM report_versions_bump(array(
      SELECT 'exams:' || s.department || ':' || s.semester
      FROM (SELECT subject_id FROM old_rows UNION SELECT subject_id FROM new_rows) e JOIN subjects s ON s.id = e.subject_id));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_class_exams_insert AFTER INSERT ON exams
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_class_exams();
--> statement-breakpoint
CREATE TRIGGER report_versions_class_exams_update AFTER UPDATE ON exams
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_class_exams();
--> statement-breakpoint
CREATE TRIGGER report_versions_class_exams_delete AFTER DELETE ON exams
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_class_exams();
--> statement-breakpoint
-- `exam-types`: any exam type's row (its name and marks, shown with every exam of the type).
CREATE TRIGGER report_versions_exam_types_any AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON exam_types
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('exam-types');
--> statement-breakpoint
-- `paid:<student>`: a student's payments (an order made, paid, undone or deleted).
SELECT report_versions_keyed_triggers('report_versions_own_payments', 'payments', $$'paid', 'student_id'$$);
--> statement-breakpoint
-- `events`: any event's row (the calendar changes a few times a week).
CREATE TRIGGER report_versions_events_any AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON events
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('events');
--> statement-breakpoint
-- `timetables`: any timetable or period of one (they are saved at the start of a term).
CREATE TRIGGER report_versions_timetables_any AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON timetables
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('timetables');
--> statement-breakpoint
CREATE TRIGGER report_versions_timetable_periods_any AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON timetable_periods
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('timetables');
--> statement-breakpoint
-- `staff` (0020) also when anyone but a student becomes another kind of account or moves to another
-- department (the kind shown beside a post's author, a teacher's department shown with each
-- subject, and a creator's name that `students` would no longer follow); `directory`
-- (0021) also when what the admin's list of students shows beyond the directory changes: a
-- student's date of birth, HOD flag or advisor years (a photo bumps `photos`, 0023).
CREATE OR REPLACE FUNCTION report_versions_accounts() RETURNS trigger AS $$
BEGIN
  PERFORM report_versions_bump(array(
    (SELECT 'staff' FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.type <> 'student' OR n.type <> 'student') AND (o.type, o.department) IS DISTINCT FROM (n.type, n.department)
     LIMIT 1)
    UNION
    (SELECT 'directory' FROM old_rows o JOIN new_rows n ON n.id = o.id
     WHERE (o.type = 'student' OR n.type = 'student')
       AND (o.dob, o.is_hod, o.advisor_years) IS DISTINCT FROM (n.dob, n.is_hod, n.advisor_years)
     LIMIT 1)));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER report_versions_accounts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION report_versions_accounts();
--> statement-breakpoint
-- `feedback-categories`: any category or question (the list of categories with their questions;
-- 0021's keys name one category each, and a new category is none of them yet).
CREATE TRIGGER report_versions_feedback_categories_any AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feedback_categories
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback-categories');
--> statement-breakpoint
CREATE TRIGGER report_versions_feedback_questions_any AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feedback_questions
  FOR EACH STATEMENT EXECUTE FUNCTION report_versions_keyed('feedback-categories');
--> statement-breakpoint
-- `notifications:<user>`: a user's notifications (one arrived, read, deleted).
SELECT report_versions_keyed_triggers('report_versions_notifications', 'notifications', $$'notifications', 'recipient_id'$$);
--> statement-breakpoint
DROP FUNCTION report_versions_keyed_triggers(text, text, text);
