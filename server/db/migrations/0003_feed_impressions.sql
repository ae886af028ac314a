CREATE TABLE "feed_impressions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_impressions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"device_id" text,
	"event_type" text NOT NULL,
	"source" text,
	"feed_id" bigint NOT NULL,
	"recommendation_id" text,
	"page_num" integer,
	"tag_title" text,
	"impressions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_impressions" ADD CONSTRAINT "feed_impressions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_impressions" ADD CONSTRAINT "feed_impressions_feed_id_feed_items_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feed_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_impressions_feed_idx" ON "feed_impressions" USING btree ("feed_id","event_type");--> statement-breakpoint
CREATE INDEX "feed_impressions_user_idx" ON "feed_impressions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_role_uq" ON "feed_items" USING btree ("role_id") WHERE "feed_items"."kind" = 'role';--> statement-breakpoint
CREATE UNIQUE INDEX "feed_items_play_uq" ON "feed_items" USING btree ("play_id") WHERE "feed_items"."kind" = 'perform';