CREATE INDEX "attendance_tallies_subject_idx" ON "attendance_tallies" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "gatepasses_pending_idx" ON "gatepasses" USING btree ("department") WHERE "gatepasses"."status" = 0;--> statement-breakpoint
CREATE INDEX "gatepasses_used_at_idx" ON "gatepasses" USING btree ("used_at") WHERE "gatepasses"."used_at" is not null;--> statement-breakpoint
CREATE INDEX "leave_applications_pending_idx" ON "leave_applications" USING btree ("department") WHERE "leave_applications"."status" = 0;