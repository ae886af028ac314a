-- Roles whose name or intro has a word spelled close to the keyword (trigram word similarity), in English and in
-- the reader's language. The trigram indexes answer this far faster than a scan of every intro, but the planner
-- underrates them on small catalogues; the function's own setting makes it use them for this lookup alone.
CREATE FUNCTION role_ids_spelled_like(keyword text, reader_locale text, intro_similarity real)
RETURNS SETOF bigint
LANGUAGE sql STABLE PARALLEL SAFE
SET enable_seqscan = off
AS $$
  SELECT id FROM roles WHERE keyword <% name
  UNION SELECT id FROM roles WHERE keyword <% intro AND word_similarity(keyword, intro) >= intro_similarity
  UNION SELECT role_id FROM role_translations WHERE locale = reader_locale AND keyword <% name
  UNION SELECT role_id FROM role_translations WHERE locale = reader_locale AND keyword <% intro AND word_similarity(keyword, intro) >= intro_similarity
$$;
