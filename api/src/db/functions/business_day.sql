CREATE FUNCTION "business_day"(moment timestamp with time zone) RETURNS date LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT (moment AT TIME ZONE 'America/Caracas')::date;
$$;
