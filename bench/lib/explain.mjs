/**
 * docs/architecture.md: every list query uses an index. Runs EXPLAIN (ANALYZE, FORMAT JSON) of a
 * query with its values (the plan PostgreSQL picks for those values, as for the API's unnamed
 * statements) and names every sequential scan of the big tables.
 */
export async function explainQuery(client, { text, values }, { bigTables }) {
  const { rows } = await client.query({
    text: `explain (analyze, format json) ${text}`,
    values,
  });
  const [root] = rows[0]['QUERY PLAN'];
  const nodes = [];
  const walk = (node, depth) => {
    nodes.push({ node, depth });
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(root.Plan, 0);
  const seqScans = nodes
    .filter(
      ({ node }) => node['Node Type'] === 'Seq Scan' && bigTables.includes(node['Relation Name']),
    )
    .map(({ node }) => `${node['Relation Name']} (${node['Actual Rows']} rows)`);
  const outline = nodes.map(({ node, depth }) => {
    const on = node['Index Name'] ?? node['Relation Name'];
    const rowsOut = node['Actual Rows'] * (node['Actual Loops'] ?? 1);
    return `${'  '.repeat(depth)}${node['Node Type']}${on ? ` on ${on}` : ''} (rows ${rowsOut})`;
  });
  return {
    executionMs: root['Execution Time'],
    planningMs: root['Planning Time'],
    seqScans,
    outline,
  };
}

/** The tables a list query must never read whole, with their row counts (estimates). */
export async function tableSizes(client, tables) {
  const { rows } = await client.query(
    'select relname, reltuples::bigint as rows from pg_class where relname = any($1)',
    [tables],
  );
  return Object.fromEntries(rows.map((row) => [row.relname, Number(row.rows)]));
}
