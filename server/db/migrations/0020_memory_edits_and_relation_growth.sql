ALTER TABLE "relations" ADD COLUMN "level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "relations" ADD COLUMN "days_chatted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "relations" ADD COLUMN "day" text;--> statement-breakpoint
ALTER TABLE "relations" ADD COLUMN "day_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "relations" ADD COLUMN "session_turns" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "relations" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "relations" ADD COLUMN "recent" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_memories" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- As in 0007, and a summary is saved only while the memory's revision is still `revision`, the one the fold read:
-- an edit the user made meanwhile (a fact deleted, the summary rewritten, everything forgotten) wins over it.
CREATE OR REPLACE FUNCTION chat_fold_save_many(p_items jsonb)
RETURNS TABLE (ord integer, saved boolean)
LANGUAGE plpgsql ROWS 4 AS $$
#variable_conflict use_column
DECLARE
  r record;
  v_turns bigint;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  FOR r IN
    SELECT * FROM jsonb_to_recordset(p_items) AS i(ord integer, user_id bigint, role_id bigint, topic_id text, topic_type integer,
      types text[], after bigint, through bigint, turns integer, summary text, revision integer)
    ORDER BY i.user_id, i.role_id, i.ord
  LOOP
    ord := r.ord;
    SELECT count(*) INTO v_turns FROM messages m
    WHERE m.user_id = r.user_id AND m.topic_id = r.topic_id AND m.topic_type = r.topic_type
      AND m.data_type = ANY(r.types) AND m.msg_id > coalesce(r.after, 0) AND m.msg_id <= r.through;
    IF v_turns <> r.turns THEN
      saved := false;
    ELSIF r.after IS NULL THEN
      INSERT INTO chat_memories AS c (user_id, role_id, summary, summarized_through)
      VALUES (r.user_id, r.role_id, r.summary, r.through)
      ON CONFLICT (user_id, role_id) DO UPDATE SET summary = excluded.summary, summarized_through = excluded.summarized_through, updated_at = now()
      WHERE c.summarized_through IS NULL AND c.revision = coalesce(r.revision, 0);
      saved := FOUND;
    ELSE
      UPDATE chat_memories AS c SET summary = r.summary, summarized_through = r.through, updated_at = now()
      WHERE c.user_id = r.user_id AND c.role_id = r.role_id AND c.summarized_through = r.after AND c.revision = coalesce(r.revision, 0);
      saved := FOUND;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
