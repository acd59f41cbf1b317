/**
 * Control characters (NUL and the other C0 and C1 codes, DEL) are refused in every text the API
 * takes: the path, the query and every string of a JSON body, once, where requests are parsed
 * (issue 24). PostgreSQL cannot store NUL in text at all (the query would fail with a 500), and
 * the others have no place in a name, an address, a code or a search. Tab, newline and carriage
 * return are allowed only in the fields that a text area fills (`MULTILINE_FIELDS`).
 */
import type { RequestHandler } from 'express';
import { HttpError } from '../errors.ts';
import { languageOf } from './language.ts';

/** Body fields filled from a text area: the chat's message, the order's remarks. */
const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['text', 'remarks']);

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this finds
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, less tab, newline and carriage return
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Whether a text has a control character that its field does not allow. */
export function hasControlCharacter(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_BUT_LINES : ANY_CONTROL).test(text);
}

/** The first place in a parsed JSON value with a refused control character (`invoice.city`), or null. */
export function controlCharacterField(value: unknown): string | null {
  const stack: [unknown, string, boolean][] = [[value, '', false]];
  while (stack.length) {
    const [current, where, multiline] = stack.pop()!;
    if (typeof current === 'string') {
      if (hasControlCharacter(current, multiline)) return where || 'body';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    for (const [key, child] of Object.entries(current)) {
      // Keys are text too (an object's keys reach queries as field names or map keys).
      if (hasControlCharacter(key)) return where ? `${where}.?` : '?';
      const name = Array.isArray(current) ? `${where}[${key}]` : where ? `${where}.${key}` : key;
      stack.push([child, name, Array.isArray(current) ? multiline : MULTILINE_FIELDS.has(key)]);
    }
  }
  return null;
}

const message = {
  nl: (field: string) =>
    `${field} bevat een ongeldig teken (een stuurteken). Verwijder het en probeer opnieuw.`,
  en: (field: string) =>
    `${field} contains an invalid character (a control character). Remove it and try again.`,
};

/** 400 `validation_failed` for a control character in the path, the query or the JSON body. */
export const refuseControlCharacters: RequestHandler = (req, _res, next) => {
  let field: string | null = null;
  try {
    if (hasControlCharacter(decodeURIComponent(req.path))) field = 'path';
  } catch {
    // A malformed escape in the path: the routes answer that themselves (400 or 404).
  }
  field ??= controlCharacterField(req.query);
  field ??= req.body === undefined ? null : controlCharacterField(req.body);
  if (field === null) {
    next();
    return;
  }
  next(new HttpError(400, 'validation_failed', message[languageOf(req).locale](field)));
};
