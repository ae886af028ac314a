CREATE TABLE "hot_score_marks" (
	"source" text PRIMARY KEY NOT NULL,
	"last_msg_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "progress" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "review_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "reviewed_by" bigint;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "review_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "created_by" bigint;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roles_review_idx" ON "roles" USING btree ("review_state","review_requested_at");--> statement-breakpoint
-- Discover, search and the sitemap now list approved roles only: the house's characters (no author), published until now, are approved.
UPDATE "roles" SET "status" = 50, "review_state" = 'approved', "approved_at" = now() WHERE "author_id" IS NULL AND "status" = 10;--> statement-breakpoint
UPDATE "roles" SET "published_at" = "created_at" WHERE "status" IN (10, 50);
