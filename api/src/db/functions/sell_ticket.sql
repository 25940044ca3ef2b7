CREATE FUNCTION "sell_ticket"(
  p_seller integer, p_booth integer, p_draw integer, p_request_id text, p_request_hash text, p_code text, p_now timestamptz,
  p_types integer[], p_selections text[], p_amounts numeric[], p_actor_username text, p_address text, p_notices boolean
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_answer jsonb;
BEGIN
  v_answer := sell_ticket_attempt(p_seller, p_booth, p_draw, p_request_id, p_request_hash, p_code, p_now,
                                  p_types, p_selections, p_amounts, p_actor_username, p_address, p_notices);
  IF v_answer ? 'error' OR v_answer ? 'replay' THEN
    RAISE EXCEPTION USING ERRCODE = 'BS001', MESSAGE = 'sale not made', DETAIL = v_answer::text;
  END IF;
  RETURN v_answer;
END $$;
