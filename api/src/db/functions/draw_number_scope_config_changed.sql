CREATE FUNCTION "draw_number_scope_config_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(72616265);
  IF TG_OP <> 'INSERT' THEN
    PERFORM draw_number_scope_refresh('owner', OLD.user_id, OLD.game_type_id, NULL, NULL);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM draw_number_scope_refresh('owner', NEW.user_id, NEW.game_type_id, NULL, NULL);
  END IF;
  RETURN NULL;
END $$;
