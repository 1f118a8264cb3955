CREATE TABLE "attendance_tallies" (
	"student_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"attended" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attendance_tallies_student_id_subject_id_pk" PRIMARY KEY("student_id","subject_id")
);
--> statement-breakpoint
DROP INDEX "attendance_periods_class_idx";--> statement-breakpoint
ALTER TABLE "attendance_tallies" ADD CONSTRAINT "attendance_tallies_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every student's periods held and attended per subject, kept by the database on every change of
-- attendance_periods (a save, a replace, the demo, a subject's deletion, SQL typed by hand), so the
-- student's summary reads one row per subject instead of the class's whole term of records. One
-- statement-level trigger per kind of change sees every row the statement changed (transition
-- tables): a bulk insert adds its marks in one grouped upsert, a replace adds only the difference
-- between the old and the new lists. Rows are written in key order, so two saves never deadlock.
CREATE OR REPLACE FUNCTION attendance_tally() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    -- Only subtract: a subject's deletion takes its tallies with it (their foreign key).
    UPDATE attendance_tallies t SET held = t.held - d.held, attended = t.attended - d.attended
    FROM (
      SELECT student_id, subject_id, count(*)::int AS held, count(*) FILTER (WHERE present)::int AS attended
      FROM (SELECT subject_id, unnest(present) AS student_id, true AS present FROM old_periods
            UNION ALL SELECT subject_id, unnest(absent), false FROM old_periods) AS marks
      GROUP BY student_id, subject_id
    ) AS d
    WHERE t.student_id = d.student_id AND t.subject_id = d.subject_id;
    RETURN NULL;
  END IF;
  INSERT INTO attendance_tallies AS t (student_id, subject_id, held, attended)
  SELECT student_id, subject_id, sum(held)::int, sum(attended)::int
  FROM (
    SELECT subject_id, unnest(present) AS student_id, 1 AS held, 1 AS attended FROM new_periods
    UNION ALL SELECT subject_id, unnest(absent), 1, 0 FROM new_periods
  ) AS marks
  GROUP BY student_id, subject_id
  ORDER BY student_id, subject_id
  ON CONFLICT (student_id, subject_id) DO UPDATE SET held = t.held + excluded.held, attended = t.attended + excluded.attended;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attendance_tally_change() RETURNS trigger AS $$
BEGIN
  INSERT INTO attendance_tallies AS t (student_id, subject_id, held, attended)
  SELECT student_id, subject_id, sum(held)::int, sum(attended)::int
  FROM (
    SELECT subject_id, unnest(present) AS student_id, 1 AS held, 1 AS attended FROM new_periods
    UNION ALL SELECT subject_id, unnest(absent), 1, 0 FROM new_periods
    UNION ALL SELECT subject_id, unnest(present), -1, -1 FROM old_periods
    UNION ALL SELECT subject_id, unnest(absent), -1, 0 FROM old_periods
  ) AS marks
  GROUP BY student_id, subject_id
  HAVING sum(held) <> 0 OR sum(attended) <> 0
  ORDER BY student_id, subject_id
  ON CONFLICT (student_id, subject_id) DO UPDATE SET held = t.held + excluded.held, attended = t.attended + excluded.attended;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER attendance_tally_insert AFTER INSERT ON attendance_periods
  REFERENCING NEW TABLE AS new_periods FOR EACH STATEMENT EXECUTE FUNCTION attendance_tally();
--> statement-breakpoint
CREATE TRIGGER attendance_tally_update AFTER UPDATE ON attendance_periods
  REFERENCING OLD TABLE AS old_periods NEW TABLE AS new_periods FOR EACH STATEMENT EXECUTE FUNCTION attendance_tally_change();
--> statement-breakpoint
CREATE TRIGGER attendance_tally_delete AFTER DELETE ON attendance_periods
  REFERENCING OLD TABLE AS old_periods FOR EACH STATEMENT EXECUTE FUNCTION attendance_tally();
--> statement-breakpoint
-- Saving a period again rewrites its row and its students' tallies: room left on every page keeps
-- those new row versions on their page (no index entries to add, less to write and flush).
ALTER TABLE attendance_periods SET (fillfactor = 80);
--> statement-breakpoint
ALTER TABLE attendance_tallies SET (fillfactor = 80);
--> statement-breakpoint
-- The records kept so far.
INSERT INTO attendance_tallies (student_id, subject_id, held, attended)
SELECT student_id, subject_id, count(*)::int, count(*) FILTER (WHERE present)::int
FROM (SELECT subject_id, unnest(present) AS student_id, true AS present FROM attendance_periods
      UNION ALL SELECT subject_id, unnest(absent), false FROM attendance_periods) AS marks
GROUP BY student_id, subject_id;
