-- Trigram matching for the fuzzy search (a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "banner_translations" (
	"banner_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	CONSTRAINT "banner_translations_banner_id_locale_pk" PRIMARY KEY("banner_id","locale")
);
--> statement-breakpoint
CREATE TABLE "play_translations" (
	"play_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"topic" text NOT NULL,
	CONSTRAINT "play_translations_play_id_locale_pk" PRIMARY KEY("play_id","locale")
);
--> statement-breakpoint
CREATE TABLE "role_translations" (
	"role_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"name" text,
	"intro" text NOT NULL,
	"greeting" text NOT NULL,
	"example_dialogue" text NOT NULL,
	"search_config" "regconfig" NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(search_config, coalesce(name, '')), 'A') || setweight(to_tsvector(search_config, intro), 'B')) STORED NOT NULL,
	CONSTRAINT "role_translations_role_id_locale_pk" PRIMARY KEY("role_id","locale")
);
--> statement-breakpoint
CREATE TABLE "tag_translations" (
	"tag_id" bigint NOT NULL,
	"locale" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "tag_translations_tag_id_locale_pk" PRIMARY KEY("tag_id","locale")
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "search_en" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, intro), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "banner_translations" ADD CONSTRAINT "banner_translations_banner_id_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_translations" ADD CONSTRAINT "play_translations_play_id_plays_id_fk" FOREIGN KEY ("play_id") REFERENCES "public"."plays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_translations" ADD CONSTRAINT "role_translations_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_translations" ADD CONSTRAINT "tag_translations_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_translations_search_idx" ON "role_translations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "role_translations_name_trgm_idx" ON "role_translations" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "role_translations_intro_trgm_idx" ON "role_translations" USING gin ("intro" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_search_en_idx" ON "roles" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "roles_name_trgm_idx" ON "roles" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_intro_trgm_idx" ON "roles" USING gin ("intro" gin_trgm_ops);