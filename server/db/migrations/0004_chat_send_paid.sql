-- A chat message stored and paid for in one statement (it runs for every message a user sends).
-- The message goes in unless its id exists ('duplicate' when it is the same user's, 'taken' otherwise, and
-- nothing is paid); then the ledger row (idempotent per key) and the guarded balance update, as
-- WalletService.move writes them. Not enough koin raises KO614, which undoes the message too.
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
