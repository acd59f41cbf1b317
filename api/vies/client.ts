/**
 * The EU's VIES service (decision 072): whether a VAT number is registered, asked through its REST
 * API (`POST …/check-vat-number` with `{ countryCode, vatNumber, requesterMemberStateCode,
 * requesterNumber }`). Its answer `{ valid, name, address, requestDate, requestIdentifier }` is the
 * proof a reverse-charged invoice keeps: the consultation number (requestIdentifier) comes only
 * when the shop names itself as the requester.
 *
 * Never throws: a number VIES does not know is `invalid`; VIES or the member state's service down
 * (MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE, MS_MAX_CONCURRENT_REQ …), an HTTP error, no answer
 * within the timeout or an answer that is not VIES's shape is `unavailable`, with the reason.
 */

/** The REST API the EU publishes (https://ec.europa.eu/taxation_customs/vies/#/technical-information). */
export const VIES_REST_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';

export interface ViesAnswer {
  status: 'valid' | 'invalid' | 'unavailable';
  /** what went wrong when unavailable: VIES's error code (MS_UNAVAILABLE …), `timeout`, `http_503`, `malformed` … */
  reason?: string;
  /** the trader's name and address as the member state gives them ('---' or absent when it does not) */
  name?: string;
  address?: string;
  /** the consultation number: proof of the check */
  requestIdentifier?: string;
  /** when VIES checked it */
  requestDate?: Date;
}

export interface ViesClientOptions {
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** VIES's errors that say the number itself is wrong, not that VIES is down. */
const numberErrors = new Set(['INVALID_INPUT']);

/** The text of a field that VIES leaves as '---' or absent when it has nothing. */
const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && value.trim() !== '---' ? value.trim() : undefined;

/** An answer's body read as VIES's. */
function answerOf(body: unknown, status: number): ViesAnswer {
  const b = (body ?? {}) as Record<string, unknown>;
  const wrapped = Array.isArray(b.errorWrappers) ? (b.errorWrappers as { error?: unknown }[]) : [];
  const error = typeof wrapped[0]?.error === 'string' ? wrapped[0].error : undefined;
  // The GET variant answers userError VALID/INVALID or an error code; the POST one errorWrappers.
  const userError = typeof b.userError === 'string' ? b.userError : undefined;
  const code =
    error ?? (userError && userError !== 'VALID' && userError !== 'INVALID' ? userError : undefined);
  if (code)
    return numberErrors.has(code)
      ? { status: 'invalid', reason: code }
      : { status: 'unavailable', reason: code };
  if (status < 200 || status >= 300) return { status: 'unavailable', reason: `http_${status}` };
  const valid =
    typeof b.valid === 'boolean' ? b.valid : typeof b.isValid === 'boolean' ? b.isValid : undefined;
  if (valid === undefined) return { status: 'unavailable', reason: 'malformed' };
  const date = typeof b.requestDate === 'string' ? new Date(b.requestDate) : undefined;
  return {
    status: valid ? 'valid' : 'invalid',
    name: textOf(b.name),
    address: textOf(b.address),
    requestIdentifier: textOf(b.requestIdentifier),
    requestDate: date && !Number.isNaN(date.getTime()) ? date : undefined,
  };
}

export function createViesClient(options: ViesClientOptions) {
  const send = options.fetch ?? fetch;
  return {
    /**
     * VIES's answer on a VAT number (prefix and number, as normalizeVatNumber stores it), asked as
     * `requester` (the shop's own VAT number; without one VIES gives no consultation number).
     */
    async check(vatNumber: string, requester?: string): Promise<ViesAnswer> {
      const body = {
        countryCode: vatNumber.slice(0, 2),
        vatNumber: vatNumber.slice(2),
        ...(requester
          ? { requesterMemberStateCode: requester.slice(0, 2), requesterNumber: requester.slice(2) }
          : {}),
      };
      let res: Response;
      try {
        res = await send(options.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (err) {
        const name = (err as Error).name;
        return {
          status: 'unavailable',
          reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable',
        };
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(await res.text());
      } catch (err) {
        const name = (err as Error).name;
        if (name === 'TimeoutError' || name === 'AbortError')
          return { status: 'unavailable', reason: 'timeout' };
        return { status: 'unavailable', reason: res.ok ? 'malformed' : `http_${res.status}` };
      }
      return answerOf(parsed, res.status);
    },
  };
}
export type ViesClient = ReturnType<typeof createViesClient>;
