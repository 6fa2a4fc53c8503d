// apps/api/src/modules/rank-anchors.ts for the bare register mirror and the bench's EXPLAIN
// (decision 0047): a deep page of a register list starts at the anchor (every ANCHOR_EVERY-th
// row's key in its order) before it. The anchors of a list (order, WHERE text and values) are
// read in one walk and kept in memory with the version of the registers read just before.
import { FAR_PAGE_OFFSET } from './nearer-end.mjs';
import { prepared } from './prepared.mjs';
import { registerListQueries } from './register-list-sql.mjs';

export const ANCHOR_EVERY = 500;
/** Lists whose anchors are kept; the least recently used goes (rank-anchors.ts `MAX_LISTS`). */
const MAX_LISTS = 200;
/** The SQL type an anchor's key (text) is cast back to: `getSQLType()` of the order column. */
const SQL_TYPES = { created_at: 'timestamp with time zone' };

/** rank-anchors.ts `versionOf`: the registers' version (migration 0036), raised by every write. */
export const VERSION_QUERY = {
  name: 'list_version_registers',
  text:
    'select coalesce(sum("list_versions"."version"), 0) as "version" from "list_versions" ' +
    'where "list_versions"."list" = $1',
  values: ['registers'],
};

/** rank-anchors.ts `anchorsStatement`: every ANCHOR_EVERY-th row's key and id, the first excepted. */
export function anchorsQuery({ where, whereValues, column, direction }) {
  const key = `"registers"."${column}"`;
  return prepared({
    text:
      `select "anchor_key", "anchor_id" from (select ${key}::text as "anchor_key", ` +
      `"registers"."id" as "anchor_id", row_number() over (order by ${key} ${direction}, ` +
      `"registers"."id" ${direction}) as "anchor_rank" from "registers"${where}) "numbered" ` +
      `where ("anchor_rank" - 1) % $${whereValues.length + 1} = 0 and "anchor_rank" > 1 ` +
      'order by "anchor_rank"',
    values: [...whereValues, ANCHOR_EVERY],
  });
}

/** rank-anchors.ts `fromAnchor`: the rows at and after `anchor` in the walk's direction. */
const fromAnchor =
  ({ column, direction }, anchor) =>
  (param) =>
    `("registers"."${column}", "registers"."id") ${direction === 'asc' ? '>=' : '<='} ` +
    `(cast(${param(anchor.anchor_key)} as ${SQL_TYPES[column] ?? 'text'}), ${param(anchor.anchor_id)})`;

/**
 * The anchors of one process (the bare server's, or the EXPLAIN's): `query` runs a pg query
 * (`pool.query`, `client.query`).
 */
export function createRegisterAnchors(query) {
  const kept = new Map();

  /** rank-anchors.ts `anchorsOf`: kept ones at `version`, or read now (and kept). */
  async function anchorsOf(list, version) {
    const { where, whereValues, column, direction } = list;
    const name = `${column}:${direction}\u0000${where}\u0000${JSON.stringify(whereValues)}`;
    const found = kept.get(name);
    kept.delete(name);
    const anchors =
      found?.version === version ? found.anchors : (await query(anchorsQuery(list))).rows;
    if (kept.size >= MAX_LISTS) kept.delete(kept.keys().next().value);
    kept.set(name, { version, anchors });
    return anchors;
  }

  /**
   * repo.ts `page`: the ids query of `request`'s page. A deep one (rank-anchors.ts `pageIds`)
   * reads the version, then the anchors, and walks from the last anchor at or before its first
   * row; `anchors` is then the query the anchors are read by (once per version).
   */
  async function idsQueryOf(request) {
    const list = registerListQueries(request);
    if (request.offset < FAR_PAGE_OFFSET) return { ids: list.ids };
    const version = Number((await query(VERSION_QUERY)).rows[0]?.version ?? 0);
    const anchors = await anchorsOf(list, version);
    const index = Math.min(Math.floor(request.offset / ANCHOR_EVERY), anchors.length);
    const walked =
      index === 0
        ? request
        : {
            ...request,
            offset: request.offset - index * ANCHOR_EVERY,
            after: fromAnchor(list, anchors[index - 1]),
          };
    return { ids: registerListQueries(walked).ids, anchors: anchorsQuery(list) };
  }

  return { idsQueryOf };
}
