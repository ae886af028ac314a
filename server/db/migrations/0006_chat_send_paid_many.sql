-- The chat messages that arrive within one turn of the server's event loop, stored and paid for in one
-- statement: one round trip, one transaction and one commit for all of them, where a busy server spent most of
-- its time waking the database once a message. Each message keeps the rules of chat_send_paid (0004): it goes
-- in unless its id exists ('duplicate' when it is the same user's, 'taken' otherwise, nothing paid); then the
-- ledger row (idempotent per key) and the guarded balance update. A wallet that cannot pay answers 'poor' for
-- its own message and leaves nothing of it behind, without failing the others. Committed without waiting for
-- the disk, as chat_send_paid was (0005).
CREATE OR REPLACE FUNCTION chat_pay(
  p_msg_id bigint,
  p_user_id bigint,
  p_conversation_id text,
  p_topic_id text,
  p_topic_type integer,
  p_role_id bigint,
  p_data_type text,
  p_data jsonb,
  p_amount integer,
  p_idempotency_key text
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_owner bigint;
BEGIN
  INSERT INTO messages (msg_id, user_id, conversation_id, topic_id, topic_type, from_uid, role_id, data_type, data, ack)
  VALUES (p_msg_id, p_user_id, p_conversation_id, p_topic_id, p_topic_type, p_user_id::text, p_role_id, p_data_type, p_data, 1)
  ON CONFLICT (msg_id) DO NOTHING;
  IF NOT FOUND THEN
    SELECT user_id INTO v_owner FROM messages WHERE msg_id = p_msg_id;
    RETURN CASE WHEN v_owner = p_user_id THEN 'duplicate' ELSE 'taken' END;
  END IF;
  INSERT INTO wallet_ledger (user_id, amount, reason, idempotency_key, ref_type, ref_id)
  VALUES (p_user_id, -p_amount, 'chat', p_idempotency_key, 'message', p_msg_id::text)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN 'stored';
  END IF;
  UPDATE wallet_balances SET balance = balance - p_amount, updated_at = now()
  WHERE user_id = p_user_id AND balance >= p_amount;
  IF NOT FOUND THEN
    DELETE FROM wallet_ledger WHERE user_id = p_user_id AND idempotency_key = p_idempotency_key;
    DELETE FROM messages WHERE msg_id = p_msg_id;
    RETURN 'poor';
  END IF;
  RETURN 'stored';
END
$$;
--> statement-breakpoint
-- p_items: a JSON array of {ord, msg_id, user_id, conversation_id, topic_id, topic_type, role_id, data_type, data,
-- amount, idempotency_key, turns, types}. Answers each item's outcome with its keys, for a read of its conversation
-- beside it (its newest `turns` messages of the data types `types`, when turns > 0). Items are paid in the order
-- of their user and id, so two batches that share a wallet lock it in the same order. ROWS: a batch is a handful
-- of messages, and the planner then joins each one's rows by their keys instead of hashing whole tables.
CREATE OR REPLACE FUNCTION chat_send_paid_many(p_items jsonb)
RETURNS TABLE (ord integer, outcome text, user_id bigint, role_id bigint, topic_id text, topic_type integer, msg_id bigint, turns integer, types text[])
LANGUAGE plpgsql ROWS 4 AS $$
#variable_conflict use_column
DECLARE
  r record;
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  FOR r IN
    SELECT * FROM jsonb_to_recordset(p_items) AS i(ord integer, msg_id bigint, user_id bigint, conversation_id text, topic_id text,
      topic_type integer, role_id bigint, data_type text, data jsonb, amount integer, idempotency_key text, turns integer, types text[])
    ORDER BY i.user_id, i.msg_id, i.ord
  LOOP
    ord := r.ord;
    user_id := r.user_id;
    role_id := r.role_id;
    topic_id := r.topic_id;
    topic_type := r.topic_type;
    msg_id := r.msg_id;
    turns := coalesce(r.turns, 0);
    types := r.types;
    outcome := chat_pay(r.msg_id, r.user_id, r.conversation_id, r.topic_id, r.topic_type, r.role_id, r.data_type, r.data, r.amount, r.idempotency_key);
    RETURN NEXT;
  END LOOP;
END
$$;
--> statement-breakpoint
-- The conversations a batch of reads asks for (p_items: a JSON array of {ord, user_id, role_id, topic_id, topic_type,
-- turns, types, msg_id: the message being answered, 0 for none}), with the same row estimate as a batch of payments.
CREATE OR REPLACE FUNCTION chat_reads_wanted(p_items jsonb)
RETURNS TABLE (ord integer, user_id bigint, role_id bigint, topic_id text, topic_type integer, turns integer, types text[], msg_id bigint)
LANGUAGE plpgsql STABLE ROWS 4 AS $$
BEGIN
  RETURN QUERY SELECT * FROM jsonb_to_recordset(p_items) AS i(ord integer, user_id bigint, role_id bigint, topic_id text, topic_type integer,
    turns integer, types text[], msg_id bigint);
END
$$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS chat_send_paid(bigint, bigint, text, text, integer, bigint, text, jsonb, integer, text);
