-- Whether a person chose their name (a nickname typed, a provider's profile name) or carries the "Guest 12" a
-- visitor is given, and when the chat asked a person without a chosen name what to call them.
ALTER TABLE "users" ADD COLUMN "name_chosen" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_asked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "users" SET "name_chosen" = false WHERE "source" = 'visitor' AND "name" ~ '^Guest( [0-9]+)?$';
