import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { buildDocumentFromCode, DOCUMENT_PATH, documentText, METADATA_PATH, REPO_DIR } from './openapi-build.js';

// `npm run openapi:write`: regenerates the metadata module and docs/openapi.json from the code (no database needed).
const { document, metadataSource } = await buildDocumentFromCode();
writeFileSync(METADATA_PATH, metadataSource);
mkdirSync(dirname(DOCUMENT_PATH), { recursive: true });
writeFileSync(DOCUMENT_PATH, documentText(document));
const operations = Object.values(document.paths).reduce(
  (n, item) => n + Object.keys(item).filter((k) => k !== 'parameters').length,
  0,
);
console.log(
  `wrote ${relative(REPO_DIR, DOCUMENT_PATH)} (${operations} operations) and ${relative(REPO_DIR, METADATA_PATH)}`,
);
