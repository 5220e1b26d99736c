-- STABLE, like to_jsonb inside it: an IMMUTABLE SQL function over a STABLE one is never inlined, so each
-- call ran as a function of its own.
CREATE OR REPLACE FUNCTION "minor_to_major"(p_minor numeric, p_subunit numeric) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT to_jsonb(trim_scale(p_minor / p_subunit));
$$;
