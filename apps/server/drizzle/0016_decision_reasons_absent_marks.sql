ALTER TABLE "exam_marks" ALTER COLUMN "marks" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD COLUMN "absent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gatepasses" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "exam_marks" ADD CONSTRAINT "exam_marks_absent_or_mark" CHECK (("exam_marks"."absent" and "exam_marks"."marks" is null) or (not "exam_marks"."absent" and "exam_marks"."marks" is not null));