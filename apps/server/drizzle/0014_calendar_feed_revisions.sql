CREATE TABLE "calendar_feed_revisions" (
	"uid" text PRIMARY KEY NOT NULL,
	"digest" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"revised_at" timestamp with time zone NOT NULL
);
