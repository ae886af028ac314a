CREATE TABLE "reply_leases" (
	"msg_id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reply_leases" ADD CONSTRAINT "reply_leases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_created_idx" ON "messages" USING btree ("created_at");