CREATE FUNCTION "owner_credit_refusal"(p_owner integer, p_currency text, p_adds numeric) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_limit numeric;
  v_owed numeric;
BEGIN
  SELECT c.amount INTO v_limit FROM owner_credit_limits c WHERE c.owner_id = p_owner AND c.currency = p_currency FOR UPDATE;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  v_owed := owner_owed(p_owner, p_currency);
  IF v_owed + p_adds > v_limit THEN
    RETURN jsonb_build_object('error', 'CREDIT_LIMIT_REACHED', 'currency', p_currency, 'limit', v_limit, 'owed', v_owed);
  END IF;
  RETURN NULL;
END $$;
