// Bulk loads are far faster without secondary indexes: drop them for the load, rebuild after.
// Constraint-backed indexes (primary keys) stay. The definitions come from pg_indexes, so the
// rebuilt indexes are exactly the migrated ones.
export async function withoutSecondaryIndexes(client, table, load, log) {
  const { rows } = await client.query(
    `SELECT indexname, indexdef FROM pg_indexes
      WHERE schemaname = 'public' AND tablename = $1
        AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = $1::regclass)`,
    [table],
  );
  for (const r of rows) await client.query(`DROP INDEX "${r.indexname}"`);
  try {
    await load();
  } finally {
    const t0 = performance.now();
    for (const r of rows) await client.query(r.indexdef);
    log(`${table}: ${rows.length} indexes rebuilt`, performance.now() - t0);
  }
}
