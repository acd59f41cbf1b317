/**
 * JSON that is safe inside an inline <script>: `<`, `>`, `&` and the JS line terminators U+2028 and
 * U+2029 are written as escapes, so no value can close the script or start a comment.
 */
const replacements: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function escapeJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[<>&\u2028\u2029]/g, (c) => replacements[c]!);
}
