// Connection settings for pg_dump / pg_restore / psql from DATABASE_URL, passed as PG* variables
// so a password never shows in the process list.
export function pgEnvFromUrl(databaseUrl) {
  if (!databaseUrl) throw new Error('DATABASE_URL is required (postgresql://user:password@host:port/database)');
  const u = new URL(databaseUrl);
  const env = {
    PGHOST: decodeURIComponent(u.hostname),
    PGPORT: u.port || '5432',
    PGDATABASE: decodeURIComponent(u.pathname.slice(1)),
  };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  return env;
}

export function describeBytes(bytes) {
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}
