-- The rolling summaries that conversations folded within one turn of the server's event loop, saved in one
-- statement. p_items: a JSON array of {ord, user_id, role_id, topic_id, topic_type, types, after, through, turns,
-- summary}: the summary now covers the conversation's messages of the data types `types` up to `through`, where
-- it covered those up to `after` (null: none). It is saved only when the memory still stands at `after` and the
-- conversation holds exactly `turns` such messages in (after, through], the turns the summary was written from;
-- otherwise nothing is written and `saved` is false (the caller reads the conversation and folds again). Only
-- the summary and where it stands change: the facts beside it are written by their own hand. Committed without
-- waiting for the disk: a summary lost to a crash is written again from the messages.
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
      types text[], after bigint, through bigint, turns integer, summary text)
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
      WHERE c.summarized_through IS NULL;
      saved := FOUND;
    ELSE
      UPDATE chat_memories AS c SET summary = r.summary, summarized_through = r.through, updated_at = now()
      WHERE c.user_id = r.user_id AND c.role_id = r.role_id AND c.summarized_through = r.after;
      saved := FOUND;
    END IF;
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint
-- The (user, message) pairs a batch of acknowledgements names (p_pairs: a JSON array of {user_id, msg_id}), with the
-- row estimate of a batch: read straight from the JSON, the planner takes them for a hundred rows and hashes every
-- unacknowledged message to join them, where a few index lookups do.
CREATE OR REPLACE FUNCTION chat_acknowledged(p_pairs jsonb)
RETURNS TABLE (user_id bigint, msg_id bigint)
LANGUAGE plpgsql STABLE ROWS 4 AS $$
BEGIN
  RETURN QUERY SELECT * FROM jsonb_to_recordset(p_pairs) AS i(user_id bigint, msg_id bigint);
END
$$;
