/**
 * JSON that is safe inside an inline <script>: `<`, `>`, `&` and the JS line terminators U+2028 and
 * U+2029 are written as escapes, so no value can close the script or start a comment.
 *
 * A frozen object is immutable (the server's data cache freezes the answers it shares between
 * renders), so its JSON is computed once and remembered for as long as the object lives.
 */
const replacements: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const unsafe = /[<>&\u2028\u2029]/g;
const remembered = new WeakMap<object, string>();

function serialize(value: unknown): string {
  const json = JSON.stringify(value) ?? 'null';
  unsafe.lastIndex = 0;
  return unsafe.test(json) ? json.replace(unsafe, (c) => replacements[c]!) : json;
}

export function escapeJson(value: unknown): string {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return serialize(value);
  let json = remembered.get(value);
  if (json === undefined) {
    json = serialize(value);
    remembered.set(value, json);
  }
  return json;
}

/** An object's JSON with each property's value through `escapeJson` (so frozen values are reused). */
export function escapeJsonRecord(record: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value !== undefined) parts.push(`${serialize(key)}:${escapeJson(value)}`);
  }
  return `{${parts.join(',')}}`;
}
