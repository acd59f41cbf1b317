/**
 * A local stand-in for PDOK's Locatieserver `free` endpoint (decision 098), for tests and the
 * browser journeys: `GET …/free?q=postcode:1071XX and huisnummer:1&fq=type:adres` answers as PDOK
 * does (a Solr `response` with `docs`) from `addresses`. `mode` makes every answer a server error
 * (`http_500`), late (`slow`) or not PDOK's shape (`malformed`); the postcode 9999ZZ always gets a
 * server error, so a journey can show PDOK down without changing the stand-in for the others.
 * Every query is counted in `calls`.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type PdokStandInMode = 'normal' | 'http_500' | 'slow' | 'malformed';

export interface StandInAddress {
  straatnaam: string;
  woonplaatsnaam: string;
  huisnummer: number;
  huisletter?: string;
  huisnummertoevoeging?: string;
  postcode: string;
}

/** The postcode for which the stand-in is down. */
export const PDOK_DOWN_POSTCODE = '9999ZZ';

/**
 * Addresses as the BAG has them (the Rijksmuseum, Museumstraat 1, 1071 XX Amsterdam; the Dom tower,
 * Domplein 21, 3512 JE Utrecht), and, for the stand-in only, a number with letters and additions.
 */
export const standInAddresses: StandInAddress[] = [
  { straatnaam: 'Museumstraat', woonplaatsnaam: 'Amsterdam', huisnummer: 1, postcode: '1071XX' },
  { straatnaam: 'Domplein', woonplaatsnaam: 'Utrecht', huisnummer: 21, postcode: '3512JE' },
  { straatnaam: 'Oudegracht', woonplaatsnaam: 'Utrecht', huisnummer: 158, postcode: '3511AZ' },
  {
    straatnaam: 'Oudegracht',
    woonplaatsnaam: 'Utrecht',
    huisnummer: 158,
    huisletter: 'A',
    postcode: '3511AZ',
  },
  {
    straatnaam: 'Oudegracht',
    woonplaatsnaam: 'Utrecht',
    huisnummer: 158,
    huisletter: 'B',
    huisnummertoevoeging: '2',
    postcode: '3511AZ',
  },
];

export interface PdokStandIn {
  url: string;
  /** the `q` of every query, in order */
  calls: string[];
  mode: PdokStandInMode;
  addresses: StandInAddress[];
  close(): Promise<void>;
}

export async function startPdokStandIn(
  options: { addresses?: StandInAddress[]; port?: number; slowMs?: number } = {},
): Promise<PdokStandIn> {
  const stand: PdokStandIn = {
    url: '',
    calls: [],
    mode: 'normal',
    addresses: [...(options.addresses ?? standInAddresses)],
    close: async () => {
      for (const timer of slowAnswers) clearTimeout(timer); // no answer after close
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  const slowAnswers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (req.method !== 'GET' || !url.pathname.endsWith('/free')) return json(404, { error: 'not found' });
    const q = url.searchParams.get('q') ?? '';
    stand.calls.push(q);
    const m = /postcode:(\w+) and huisnummer:(\d+)/.exec(q);
    if (stand.mode === 'http_500' || m?.[1] === PDOK_DOWN_POSTCODE)
      return json(500, '<html><body>Internal Server Error</body></html>');
    if (stand.mode === 'malformed') return json(200, '{"response": {"numFound": 1, "docs": [');
    const docs = m
      ? stand.addresses
          .filter((a) => a.postcode === m[1] && a.huisnummer === Number(m[2]))
          .map((a) => ({
            type: 'adres',
            weergavenaam: `${a.straatnaam} ${a.huisnummer}${a.huisletter ?? ''}${a.huisnummertoevoeging ? `-${a.huisnummertoevoeging}` : ''}, ${a.postcode} ${a.woonplaatsnaam}`,
            ...a,
          }))
      : [];
    const answer = { response: { numFound: docs.length, start: 0, maxScore: 1, numFoundExact: true, docs } };
    if (stand.mode === 'slow') {
      const timer = setTimeout(() => {
        slowAnswers.delete(timer);
        json(200, answer);
      }, options.slowMs ?? 5000).unref();
      slowAnswers.add(timer);
      return;
    }
    json(200, answer);
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  stand.url = `http://127.0.0.1:${port}/bzk/locatieserver/search/v3_1/free`;
  return stand;
}
