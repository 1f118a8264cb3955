CREATE TABLE "feedback_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category_id" uuid NOT NULL,
	"question" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_responses" (
	"category_id" uuid NOT NULL,
	"faculty_id" uuid NOT NULL,
	"code" text NOT NULL,
	"department" text NOT NULL,
	"year" smallint NOT NULL,
	"student_id" uuid NOT NULL,
	CONSTRAINT "feedback_responses_category_id_student_id_faculty_id_code_pk" PRIMARY KEY("category_id","student_id","faculty_id","code")
);
--> statement-breakpoint
CREATE TABLE "feedback_tallies" (
	"category_id" uuid NOT NULL,
	"faculty_id" uuid NOT NULL,
	"code" text NOT NULL,
	"department" text NOT NULL,
	"year" smallint NOT NULL,
	"question_id" uuid NOT NULL,
	"score" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feedback_tallies_category_id_department_year_faculty_id_code_question_id_score_pk" PRIMARY KEY("category_id","department","year","faculty_id","code","question_id","score")
);
--> statement-breakpoint
ALTER TABLE "feedback_questions" ADD CONSTRAINT "feedback_questions_category_id_feedback_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."feedback_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_category_id_feedback_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."feedback_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_faculty_id_users_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tallies" ADD CONSTRAINT "feedback_tallies_category_id_feedback_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."feedback_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tallies" ADD CONSTRAINT "feedback_tallies_faculty_id_users_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_tallies" ADD CONSTRAINT "feedback_tallies_question_id_feedback_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."feedback_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_categories_name_idx" ON "feedback_categories" USING btree (lower("category"));--> statement-breakpoint
CREATE INDEX "feedback_questions_category_position_idx" ON "feedback_questions" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "feedback_responses_class_idx" ON "feedback_responses" USING btree ("category_id","department","year");