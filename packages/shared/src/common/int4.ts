/** The largest value of a PostgreSQL `integer` column: an id or count past it is a 400 from the validators, not the database's refusal. */
export const INT4_MAX = 2_147_483_647;
