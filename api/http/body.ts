/** JSON bodies only: 415 for other types, 100 kb at most, and no deeply nested structures. */
import express, { type RequestHandler } from 'express';
import { HttpError } from '../errors.ts';

const MAX_DEPTH = 32;
const MAX_NODES = 20_000;

function hasBody(req: express.Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export const requireJsonBody: RequestHandler = (req, _res, next) => {
  if (hasBody(req) && !req.is('application/json')) {
    next(new HttpError(415, 'unsupported_media_type', 'Send the request body as application/json'));
    return;
  }
  next();
};

export const parseJsonBody = express.json({ limit: '100kb', strict: true, type: 'application/json' });

/** Walks the parsed body without recursion and refuses anything too deep or too big. */
export const limitJsonShape: RequestHandler = (req, _res, next) => {
  const stack: [unknown, number][] = [[req.body, 1]];
  let nodes = 0;
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    nodes++;
    if (depth > MAX_DEPTH || nodes > MAX_NODES) {
      next(new HttpError(400, 'validation_failed', 'The request body is nested too deeply or is too large'));
      return;
    }
    for (const child of Object.values(value)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  next();
};
