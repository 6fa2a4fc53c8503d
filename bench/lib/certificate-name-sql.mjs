// The name search's SQL of bench/lib/certificate-list-sql.mjs (paramCert with letters):
// filters.ts `textMatch`, capped-total.ts `cappedTotal` and `cappedWindowPage` (decisions 0033
// and 0041), written out for the bare mirror.

// db/schema/certificates.ts FOLDED_ACCENTS and filters.ts `foldForSearch` (decision 0041).
const ACCENTS = new Map(
  [...'ÁÉÍÓÚÜÑáéíóúüñ'].map((char, index) => [char, 'aeiouunaeiouun'[index]]),
);
const fold = (text) => [...text.toLowerCase()].map((char) => ACCENTS.get(char) ?? char).join('');

/** filters.ts `textMatch` (paramCert): a serial or a dni when digits, else part of the names. */
export function textMatch(text, param, column) {
  if (/^\d+$/.test(text)) {
    return `(${column('serial')} = ${param(Number(text))} or ${column('dni')} = ${param(text)})`;
  }
  const pattern = `%${fold(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return `${column('holder_search')} like ${param(pattern)}`;
}

/** capped-total.ts `COUNTED_PAGES_AHEAD`. */
const COUNTED_PAGES_AHEAD = 10;

/**
 * capped-total.ts `cappedTotal` for a name search (filters.ts `searchesNames`, decision 0033): the
 * first `cap + 1` matches in `orderBy`, counted; `cap` is `countCapOf` (the rows before the
 * page and ten pages). More than `cap` answers `total: cap, totalCapped: true`. The API runs it
 * as an unnamed statement (planned with its values each time): `unprepared` says so.
 */
export function cappedCountQuery(request, where, whereValues, orderBy) {
  if (request.text === undefined || /^\d+$/.test(request.text)) return undefined;
  const cap = request.offset + COUNTED_PAGES_AHEAD * request.limit;
  return {
    text:
      `select count(*) from (select 1 as "one" from "certificates"${where} ${orderBy} ` +
      `limit $${whereValues.length + 1}) "first_matches"`,
    values: [...whereValues, cap + 1],
    cap,
    unprepared: true,
  };
}

/**
 * name-pages.ts `nameSearchPage` (decision 0041): the first `countCapOf` + 1 matches along a date
 * index, counted, and the page of them (capped-total.ts `cappedWindowPage`, unnamed); undefined
 * for every list that is not a name search. Sorted by a date, the walk is that date's and the page
 * is its ranks; sorted by a serial or a name, the newest matches are walked and the first
 * `countCapOf` sorted as asked. Its rows carry the count (`total`), so the list needs no count
 * query.
 */
export function nameWindowQuery(request, where, values, order, direction) {
  const searchesNames = request.text !== undefined && !/^\d+$/.test(request.text);
  if (!searchesNames) return undefined;
  const cap = request.offset + COUNTED_PAGES_AHEAD * request.limit;
  const at = values.length;
  if (order === 'created_at' || order === 'expedition_date') {
    return {
      text:
        'select "match_id", "match_total" from (select "match_id", row_number() over (order by ' +
        `"walk_key" ${direction}, "match_id" ${direction}) as "match_rank", count(*) over () as ` +
        `"match_total" from (select "id" as "match_id", "${order}" as "walk_key" from ` +
        `"certificates"${where} order by "certificates"."${order}" ${direction}, ` +
        `"certificates"."id" ${direction} limit $${at + 1}) "first_matches") "name_window" ` +
        `where ("match_rank" > $${at + 2} and "match_rank" <= $${at + 3}) order by "match_rank"`,
      values: [...values, cap + 1, request.offset, request.offset + request.limit],
      cap,
      unprepared: true,
    };
  }
  return {
    text:
      'select "certificates"."id", "name_window"."match_total" as "total" from (select ' +
      '"first_matches"."match_id", row_number() over (order by "first_matches"."walk_key" desc, ' +
      '"first_matches"."match_id" desc) as "match_rank", count(*) over () as "match_total" from ' +
      '(select "certificates"."id" as "match_id", "certificates"."created_at" as "walk_key" ' +
      `from "certificates"${where} order by "certificates"."created_at" desc, ` +
      `"certificates"."id" desc limit $${at + 1}) "first_matches") "name_window" inner join ` +
      '"certificates" on "certificates"."id" = "name_window"."match_id" where ' +
      `"name_window"."match_rank" <= $${at + 2} order by "certificates"."${order}" ${direction}, ` +
      `"certificates"."id" ${direction} limit $${at + 3} offset $${at + 4}`,
    values: [...values, cap + 1, cap, request.limit, request.offset],
    cap,
    unprepared: true,
  };
}
