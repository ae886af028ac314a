-- koin_move: the one way koin move. Every movement calls it: a chat message's payment (chat_pay, below), the
-- refund of a reply that failed, a gift, a daily check-in or refill, the welcome and visitor bonuses, the koin a
-- visitor brings into an account, an admin's grant or take. Each leg (the arrays' i-th elements: user, amount,
-- positive a credit and negative a debit, never zero, reason, ref type, ref id, note) is one ledger row, and each
-- user's running balance (wallet_balances) changes by the sum of their legs in the same transaction, so a
-- balance is always its ledger's sum.
-- Idempotency: the key goes on the first leg's row and is unique per user; when that user has a row with the key,
-- nothing moves and the outcome is 'repeat'.
-- Never below zero: a debit that would take a balance below zero (or a user without a wallet) moves nothing; the
-- function takes back what it had written and answers 'poor' rather than raising, so a batch of chat messages
-- goes on with the others. Balances change in user-id order, so two movements in opposite directions never
-- deadlock; a debit's guarded update takes the row lock that serialises concurrent debits.
-- Answers the outcome ('applied', 'repeat' or 'poor') and, unless poor, the balance after it of each user named
-- (user_ids in id order, balances beside them). It commits with its caller's transaction (a statement of its own
-- is one) and leaves synchronous_commit alone: only chat_send_paid_many, for a chat message and its one koin,
-- commits without waiting for the disk.
CREATE OR REPLACE FUNCTION koin_move(
  p_user_ids bigint[],
  p_amounts integer[],
  p_reasons text[],
  p_ref_types text[],
  p_ref_ids text[],
  p_notes text[],
  p_idempotency_key text,
  OUT outcome text,
  OUT user_ids bigint[],
  OUT balances integer[]
) LANGUAGE plpgsql AS $$
DECLARE
  v_legs integer := coalesce(cardinality(p_user_ids), 0);
  v_rows bigint[] := '{}';
  v_row bigint;
  v_users bigint[];
  v_sums integer[];
  v_balances integer[] := '{}';
  v_balance integer;
  i integer;
  k integer;
BEGIN
  IF v_legs = 0 OR cardinality(p_amounts) <> v_legs OR cardinality(p_reasons) <> v_legs OR 0 = ANY(p_amounts) THEN
    RAISE EXCEPTION 'koin_move: every leg needs a user, a reason and an amount other than 0' USING ERRCODE = '22023';
  END IF;
  FOR i IN 1 .. v_legs LOOP
    INSERT INTO wallet_ledger (user_id, amount, reason, idempotency_key, ref_type, ref_id, note)
    VALUES (p_user_ids[i], p_amounts[i], p_reasons[i], CASE WHEN i = 1 THEN p_idempotency_key END, p_ref_types[i], p_ref_ids[i], p_notes[i])
    ON CONFLICT DO NOTHING
    RETURNING id INTO v_row;
    IF NOT FOUND THEN
      -- Only the first leg carries the key, so only it can meet an earlier row: nothing has been written.
      outcome := 'repeat';
      SELECT array_agg(u.user_id ORDER BY u.user_id), array_agg(coalesce(b.balance, 0) ORDER BY u.user_id)
      INTO user_ids, balances
      FROM (SELECT DISTINCT unnest(p_user_ids) AS user_id) u LEFT JOIN wallet_balances b ON b.user_id = u.user_id;
      RETURN;
    END IF;
    v_rows := v_rows || v_row;
  END LOOP;
  IF v_legs = 1 THEN
    v_users := p_user_ids;
    v_sums := p_amounts;
  ELSE
    SELECT array_agg(g.user_id ORDER BY g.user_id), array_agg(g.amount ORDER BY g.user_id)
    INTO v_users, v_sums
    FROM (SELECT l.user_id, sum(l.amount)::integer AS amount FROM unnest(p_user_ids, p_amounts) AS l(user_id, amount) GROUP BY l.user_id) g;
  END IF;
  FOR i IN 1 .. cardinality(v_users) LOOP
    IF v_sums[i] < 0 THEN
      UPDATE wallet_balances SET balance = balance + v_sums[i], updated_at = now()
      WHERE user_id = v_users[i] AND balance + v_sums[i] >= 0
      RETURNING balance INTO v_balance;
      IF NOT FOUND THEN
        -- Take back the balances already changed (their rows are still locked by this transaction) and the rows.
        FOR k IN 1 .. i - 1 LOOP
          UPDATE wallet_balances SET balance = balance - v_sums[k] WHERE user_id = v_users[k];
        END LOOP;
        DELETE FROM wallet_ledger WHERE id = ANY(v_rows);
        outcome := 'poor';
        RETURN;
      END IF;
    ELSE
      INSERT INTO wallet_balances AS b (user_id, balance) VALUES (v_users[i], v_sums[i])
      ON CONFLICT (user_id) DO UPDATE SET balance = b.balance + excluded.balance, updated_at = now()
      RETURNING b.balance INTO v_balance;
    END IF;
    v_balances := v_balances || v_balance;
  END LOOP;
  outcome := 'applied';
  user_ids := v_users;
  balances := v_balances;
END
$$;
--> statement-breakpoint
-- chat_pay as in 0006 (the message goes in unless its id exists: 'duplicate' when it is the same user's, 'taken'
-- otherwise, nothing paid), its koin now moved by koin_move: 'stored' when paid, or when the key had paid already;
-- 'poor' when the wallet cannot pay, and then the message is taken out again. Still one statement for a batch
-- (chat_send_paid_many), committed without waiting for the disk.
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
  v_paid text;
BEGIN
  INSERT INTO messages (msg_id, user_id, conversation_id, topic_id, topic_type, from_uid, role_id, data_type, data, ack)
  VALUES (p_msg_id, p_user_id, p_conversation_id, p_topic_id, p_topic_type, p_user_id::text, p_role_id, p_data_type, p_data, 1)
  ON CONFLICT (msg_id) DO NOTHING;
  IF NOT FOUND THEN
    SELECT user_id INTO v_owner FROM messages WHERE msg_id = p_msg_id;
    RETURN CASE WHEN v_owner = p_user_id THEN 'duplicate' ELSE 'taken' END;
  END IF;
  v_paid := (koin_move(ARRAY[p_user_id], ARRAY[-p_amount], ARRAY['chat'], ARRAY['message'], ARRAY[p_msg_id::text], NULL, p_idempotency_key)).outcome;
  IF v_paid = 'poor' THEN
    DELETE FROM messages WHERE msg_id = p_msg_id;
    RETURN 'poor';
  END IF;
  RETURN 'stored';
END
$$;
