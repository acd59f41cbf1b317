/**
 * A bench's command line: what every bench that starts the built shop takes (`--ci` for the short
 * form, `--dist` for the build, BENCH_DIST by default, `--json FILE` for the report and
 * `--database-url` for PostgreSQL instead of PGlite), and the bench's own `options`
 * (node:util parseArgs' form).
 */
import { parseArgs } from 'node:util';

export function benchOptions(options = {}) {
  return parseArgs({
    options: {
      ci: { type: 'boolean', default: false },
      dist: { type: 'string', default: process.env.BENCH_DIST ?? 'dist' },
      json: { type: 'string' },
      'database-url': { type: 'string' },
      ...options,
    },
  }).values;
}
