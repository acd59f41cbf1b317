/** The e-mails the API wrote to its MAIL_DIR during the browser suite (one JSON file per mail). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const e2eMailDir = (port: number | string = process.env.E2E_PORT ?? 3100) =>
  path.resolve(process.env.E2E_MAIL_DIR ?? `data/e2e-mail-${port}`);

export interface Mail {
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** The newest mail to `to` written after `since` (ms), or undefined. */
export function latestMail(to: string, since: number): Mail | undefined {
  let names: string[];
  try {
    names = readdirSync(e2eMailDir());
  } catch {
    return undefined;
  }
  return names
    .filter((n) => n.endsWith('.json') && Number(n.split('-', 1)[0]) >= since)
    .sort((a, b) => Number(b.split('-', 1)[0]) - Number(a.split('-', 1)[0]))
    .map((n) => JSON.parse(readFileSync(path.join(e2eMailDir(), n), 'utf8')) as Mail)
    .find((m) => m.to.toLowerCase() === to.toLowerCase());
}
