-- chat_send_paid as in 0004, committed without waiting for the WAL to reach the disk (asynchronous commit).
-- A chat message and its one koin are of low value and go together: a database crash within the WAL
-- writer's delay (under a second) can forget both at once, never one without the other, and the balance
-- stays the ledger's sum. Waiting for the disk took a millisecond a message, and over 6 ms at p99 when
-- 400 come in a second, before the message could be acknowledged and its reply shown. Every other
-- transaction, the reply that follows included (its commit makes this one durable too), still waits.
CREATE OR REPLACE FUNCTION chat_send_paid(
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
  PERFORM set_config('synchronous_commit', 'off', true);
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
    RAISE EXCEPTION 'Not enough koin' USING ERRCODE = 'KO614';
  END IF;
  RETURN 'stored';
END
$$;
