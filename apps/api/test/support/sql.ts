import pg from 'pg';

/** Direct SQL for arranging and checking rows behind the API's back. */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A generated bulk load (100k quotations for the plan tests): the analytics rollup triggers are
 * deferred for this connection, as `npm run bench:seed` and the demo history do; the rows the
 * triggers would have written are not what these tests look at.
 */
export async function bulkSql(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET analytics.defer = 'on'`);
    await client.query(text);
  } finally {
    await client.end();
  }
}
