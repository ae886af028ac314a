CREATE TABLE "role_plots" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "role_plots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"role_id" bigint NOT NULL,
	"title" text NOT NULL,
	"scene" text NOT NULL,
	"dialogue_example" text NOT NULL,
	"rounds" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plot_sessions" (
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	"plot_id" bigint NOT NULL,
	"rounds_done" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plot_sessions_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "role_plots" ADD CONSTRAINT "role_plots_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plot_sessions" ADD CONSTRAINT "plot_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plot_sessions" ADD CONSTRAINT "plot_sessions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plot_sessions" ADD CONSTRAINT "plot_sessions_plot_id_role_plots_id_fk" FOREIGN KEY ("plot_id") REFERENCES "public"."role_plots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "role_plots_role_idx" ON "role_plots" USING btree ("role_id","sort","id");--> statement-breakpoint
CREATE INDEX "plot_sessions_plot_idx" ON "plot_sessions" USING btree ("plot_id");