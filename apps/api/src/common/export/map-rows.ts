/** Maps every row of a stream of batches, batch by batch (nothing is gathered in memory). */
export async function* mapRows<Row, Item>(
  batches: AsyncIterable<Row[]>,
  map: (row: Row) => Item,
): AsyncIterable<Item[]> {
  for await (const rows of batches) yield rows.map(map);
}
