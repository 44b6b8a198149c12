// Shared command-line parsing for the bench scripts: `--name value` pairs, numbers where asked.
export function parseArgs(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) throw new Error(`unexpected argument ${a}`);
    const key = a.slice(2).replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (!(key in defaults)) throw new Error(`unknown option ${a} (known: ${Object.keys(defaults).join(', ')})`);
    const value = argv[++i];
    if (value === undefined) throw new Error(`${a} needs a value`);
    out[key] = typeof defaults[key] === 'number' ? Number(value) : value;
  }
  return out;
}

export const DEFAULT_SERVER = 'postgresql://postgres@127.0.0.1:55432/';
export const DEFAULT_DATABASE = 'freight_bench';

/** The bench database's URL: --database-url as given, else freight_bench on the shared server. */
export function benchDatabaseUrl(databaseUrl) {
  const url = new URL(databaseUrl || DEFAULT_SERVER);
  if (!databaseUrl || url.pathname === '/' || url.pathname === '') url.pathname = `/${DEFAULT_DATABASE}`;
  return url.toString();
}

export function databaseName(url) {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** The same server's maintenance database, to create or drop the bench database from. */
export function maintenanceUrl(url) {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}
