/**
 * Reading settings from the environment, for both programs (server/config.ts, api/config.ts):
 * each describes its settings as one yup schema and reads them here, so both report every problem
 * at once, the same way, and a start-up that catches ConfigError catches either program's.
 */
import * as yup from 'yup';

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The settings the schema describes, read from the environment; ConfigError names every problem. */
export function readSettings<S extends yup.AnyObjectSchema>(
  schema: S,
  env: Record<string, string | undefined>,
): yup.InferType<S> {
  try {
    return schema.validateSync(present(env), { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (err instanceof yup.ValidationError) throw new ConfigError(err.errors);
    throw err;
  }
}

/** The environment as the schema reads it: values trimmed, blank ones left out (their default applies). */
function present(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const v = value?.trim();
    if (v) out[name] = v;
  }
  return out;
}

/** Digits only, from min to max; `rule` says so in the message, which names the setting and echoes the value. */
export function wholeNumber(min: number, max: number, rule = `must be an integer from ${min} to ${max}`) {
  const message = ({ path, originalValue }: { path: string; originalValue: unknown }) =>
    `${path} ${rule}, got ${JSON.stringify(originalValue)}`;
  return yup
    .number()
    .transform((_, raw) => (/^\d+$/.test(raw) ? Number(raw) : Number.NaN))
    .typeError(message)
    .min(min, message)
    .max(max, message);
}
