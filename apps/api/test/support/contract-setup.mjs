// Jest global setup: a fresh file where each test file's app appends the operations and answers it checked.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function contractSetup() {
  const file = join(tmpdir(), `freight-contract-${process.pid}-${Date.now()}.jsonl`);
  writeFileSync(file, '');
  process.env.CONTRACT_REPORT_FILE = file;
}
