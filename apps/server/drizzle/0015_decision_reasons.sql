ALTER TABLE "gatepasses" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "leave_applications" ADD COLUMN "decision_reason" text;