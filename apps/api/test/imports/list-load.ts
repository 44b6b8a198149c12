// A separate client process (run by Node itself, types stripped): `clients` loops GET a URL one request
// after another until its stdin ends, then print every duration (ms) as JSON. Kept out of the test's
// own process so the uploads the test sends cannot delay the timings it measures.
const [url, token, clients] = process.argv.slice(2);
const durations: number[] = [];
let failed = 0;
let running = true;
process.stdin.on('end', () => (running = false));
process.stdin.resume();

async function loop(): Promise<void> {
  while (running) {
    const started = performance.now();
    try {
      const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (res.status !== 200) failed++;
    } catch {
      failed++;
    }
    durations.push(performance.now() - started);
  }
}

await Promise.all(Array.from({ length: Number(clients) }, loop));
process.stdout.write(JSON.stringify({ durations, failed }));
