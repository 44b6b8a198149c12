import pg from 'pg';

/** Direct SQL for arranging and checking rows behind the API's back. */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}
