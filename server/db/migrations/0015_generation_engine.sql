ALTER TABLE "generation_tasks" ADD COLUMN "seed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_tasks" ADD COLUMN "step" integer;--> statement-breakpoint
ALTER TABLE "generation_tasks" ADD COLUMN "cancel_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_tasks" ADD COLUMN "cancelled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_tasks" ADD COLUMN "koin" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_tasks" ADD COLUMN "refunded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_tasks" ADD COLUMN "charges" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "generation_tasks" ADD COLUMN "free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "generation_tasks_asset_idx" ON "generation_tasks" USING btree ("asset_id","id" DESC NULLS LAST);