/**
 * PDOK's Locatieserver (decision 098): the Dutch government's free address service over the BAG
 * (Basisregistratie Adressen en Gebouwen). The `free` endpoint answers a Solr query
 * (`q=postcode:1071XX and huisnummer:1`, `fq=type:adres`) with `{ response: { numFound, docs: [{
 * straatnaam, woonplaatsnaam, huisnummer, huisletter?, huisnummertoevoeging?, postcode, … }] } }`.
 *
 * Never throws: no address is `not_found`; PDOK down, an HTTP error, no answer within the timeout
 * or an answer that is not PDOK's shape is `unavailable`, with the reason.
 */

/** The v3.1 free endpoint (https://api.pdok.nl/bzk/locatieserver/search/v3_1/ui/). */
export const PDOK_FREE_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1/free';

export interface AddressQuery {
  /** four digits and two letters, without the space: 1071XX */
  postcode: string;
  house_number: number;
  /** huisletter and/or huisnummertoevoeging as typed ("A", "2", "A 2", "bis"); '' for none */
  addition: string;
}

export type AddressAnswer =
  | {
      status: 'found';
      street: string;
      city: string;
      postcode: string;
      house_number: number;
      /** the addition as the BAG has it, when one of the address's matched what was typed; else '' */
      addition: string;
      /** false: the BAG knows the number but not with that addition (street and city still hold) */
      addition_known: boolean;
    }
  | { status: 'not_found' }
  | { status: 'unavailable'; reason: string };

export interface PdokClientOptions {
  url: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

interface Doc {
  straatnaam?: unknown;
  woonplaatsnaam?: unknown;
  huisnummer?: unknown;
  huisletter?: unknown;
  huisnummertoevoeging?: unknown;
  postcode?: unknown;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
/** "A-2", "a 2", "A2" all read as "A2": letters and digits only, upper case. */
const plain = (s: string) => s.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
const additionOf = (d: Doc) => [text(d.huisletter), text(d.huisnummertoevoeging)].filter(Boolean).join(' ');

/** The answer's body read as PDOK's, for the address asked. */
export function answerOf(body: unknown, q: AddressQuery): AddressAnswer {
  const response = (body as { response?: { docs?: unknown } } | null)?.response;
  if (!response || !Array.isArray(response.docs)) return { status: 'unavailable', reason: 'malformed' };
  const docs = (response.docs as Doc[]).filter(
    (d) =>
      d &&
      typeof d === 'object' &&
      Number(d.huisnummer) === q.house_number &&
      plain(text(d.postcode)) === q.postcode &&
      text(d.straatnaam) !== '' &&
      text(d.woonplaatsnaam) !== '',
  );
  if (docs.length === 0) return { status: 'not_found' };
  const wanted = plain(q.addition);
  const exact = docs.find((d) => plain(additionOf(d)) === wanted);
  const doc = exact ?? docs.find((d) => additionOf(d) === '') ?? docs[0]!;
  return {
    status: 'found',
    street: text(doc.straatnaam),
    city: text(doc.woonplaatsnaam),
    postcode: q.postcode,
    house_number: q.house_number,
    addition: exact ? additionOf(exact) : '',
    addition_known: exact !== undefined,
  };
}

export function createPdokClient(options: PdokClientOptions) {
  const send = options.fetch ?? fetch;
  return {
    /** The BAG's street and city of a Dutch postcode and house number. */
    async lookup(q: AddressQuery): Promise<AddressAnswer> {
      const url = new URL(options.url);
      url.searchParams.set('q', `postcode:${q.postcode} and huisnummer:${q.house_number}`);
      url.searchParams.set('fq', 'type:adres');
      // Every letter and addition of the number: the one typed is picked from them.
      url.searchParams.set('rows', '50');
      let res: Response;
      let body: string;
      try {
        res = await send(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        body = await res.text();
      } catch (err) {
        const name = (err as Error).name;
        return {
          status: 'unavailable',
          reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'unreachable',
        };
      }
      if (!res.ok) return { status: 'unavailable', reason: `http_${res.status}` };
      try {
        return answerOf(JSON.parse(body), q);
      } catch {
        return { status: 'unavailable', reason: 'malformed' };
      }
    },
  };
}
export type PdokClient = ReturnType<typeof createPdokClient>;
