/**
 * Writes the published shop API contract from shared/contract: docs/openapi.json (OpenAPI 3.1)
 * and docs/api-reference.md (the readable page). `--check` writes nothing and fails when either
 * file is stale. Run: `node --experimental-transform-types --no-warnings scripts/openapi.ts [--check]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildOpenApi,
  openApiJson,
  REGENERATE_COMMAND,
  renderReference,
} from '../shared/contract/openapi.ts';

const docs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs');
const doc = buildOpenApi();
const files = { 'openapi.json': openApiJson(doc), 'api-reference.md': renderReference(doc) };
const check = process.argv.includes('--check');
let stale = 0;
for (const [name, text] of Object.entries(files)) {
  const file = path.join(docs, name);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current === text) continue;
  if (check) {
    stale++;
    console.error(`docs/${name} is stale: run \`${REGENERATE_COMMAND}\``);
  } else {
    fs.writeFileSync(file, text);
    console.log(`wrote docs/${name}`);
  }
}
if (stale) process.exit(1);
