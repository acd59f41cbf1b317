/**
 * Request input checked with the contract (decision 082): a route names its call in
 * shared/contract (calls.ts, or staff.ts for the staff calls) and gets the body or query that
 * call's schema lets through, typed as the contract infers it. Anything invalid is a 400
 * `validation_failed` whose message is the schema's (errors.ts). Route files define no schemas of
 * their own (api/http/contract-input.test.ts).
 */
import type { Request, Response } from 'express';
import type * as yup from 'yup';
import { type Call, callTable } from '../../shared/contract/calls.ts';
import { staffCalls } from '../../shared/contract/staff.ts';
import { badRequest } from '../errors.ts';

type Entry = (typeof callTable)[number] | (typeof staffCalls)[number];
type WithBody = Extract<Entry, { body: yup.Schema }>;
type WithQuery = Extract<Entry, { query: yup.AnyObjectSchema }>;
/** The calls that take a JSON body, and those that read a query string. */
export type BodyCallId = WithBody['id'];
export type QueryCallId = WithQuery['id'];
export type BodyOf<I extends BodyCallId> = yup.InferType<Extract<WithBody, { id: I }>['body']>;
export type QueryOf<I extends QueryCallId> = yup.InferType<Extract<WithQuery, { id: I }>['query']>;

const entries = new Map<string, Call>([...callTable, ...staffCalls].map((call) => [call.id, call]));

// biome-ignore lint/suspicious/noTemplateCurlyInString: yup fills in ${unknown}
const unknownFieldMessage = 'unknown field ${unknown}';
/** Bodies refuse unknown fields: the schemas made so once per call. */
const strictBodies = new Map<string, yup.AnyObjectSchema>();

function entry(id: string): Call {
  const call = entries.get(id);
  if (!call) throw new Error(`${id} is not a call of shared/contract`);
  return call;
}

/** Marks the answer as checked with this call's contract (what the wiring test reads). */
function mark(req: Request, id: string) {
  if (req.res) req.res.locals.contractCall = id;
}

export interface BodyOptions {
  /** applied to the body before it is checked (e.g. trimmedEmail) */
  prepare?: (body: unknown) => unknown;
}

/**
 * The request's JSON body as call `id` of the contract takes it (none: `{}` where the call's body
 * is optional), checked as sent unless the call says `cast`; a 400 otherwise.
 */
export function contractBody<I extends BodyCallId>(
  req: Request,
  id: I,
  options: BodyOptions = {},
): BodyOf<I> {
  mark(req, id);
  const call = entry(id);
  let body: unknown = req.body ?? (call.bodyOptional ? {} : undefined);
  if (options.prepare) body = options.prepare(body);
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object');
  }
  let schema = strictBodies.get(id);
  if (!schema) {
    schema = (call.body as yup.AnyObjectSchema).noUnknown(true, unknownFieldMessage);
    strictBodies.set(id, schema);
  }
  return schema.validateSync(body, { abortEarly: false, strict: !call.cast }) as BodyOf<I>;
}

/** The request's query as call `id` of the contract reads it (empty values count as absent, unknown names are ignored). */
export function contractQuery<I extends QueryCallId>(req: Request, id: I): QueryOf<I> {
  mark(req, id);
  const schema = entry(id).query as yup.AnyObjectSchema;
  const raw = req.query as Record<string, unknown>;
  const cleaned: Record<string, unknown> = {};
  for (const key of Object.keys(schema.fields)) {
    const value = Object.hasOwn(raw, key) ? raw[key] : undefined;
    if (value !== undefined && value !== '') cleaned[key] = value;
  }
  return schema.validateSync(cleaned, { abortEarly: false, stripUnknown: true }) as QueryOf<I>;
}

type WithAnswer = Extract<Entry, { answers: Record<number, { schema: yup.Schema }> }>;
/** The body call `id` answers with this status, as the contract infers it. */
export type AnswerOf<I extends Entry['id'], S extends number = 200> = Extract<
  Entry,
  { id: I }
>['answers'] extends infer A
  ? S extends keyof A
    ? A[S] extends { schema: infer T extends yup.Schema }
      ? yup.InferType<T>
      : never
    : never
  : never;

/** Answers a call's JSON body with `status`, typed as the contract names it. */
export function contractAnswer<I extends WithAnswer['id'], S extends number = 200>(
  res: Response,
  _id: I,
  body: AnswerOf<I, S>,
  status?: S,
): void {
  res.status(status ?? 200).json(body);
}
