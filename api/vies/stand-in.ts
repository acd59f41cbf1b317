/**
 * A local stand-in for the EU's VIES REST API (decision 072), for tests and the browser journeys:
 * `POST /check-vat-number` answers as VIES does. A number in `registered` is valid (with its name,
 * address and a consultation number when a requester is named), any other number invalid; `mode`
 * makes it answer as VIES does when a member state's service is down (`ms_unavailable`: HTTP 500
 * with errorWrappers), with a server error without VIES's body (`http_500`), too late (`slow`),
 * or with something that is not VIES's answer (`malformed`). Every call is counted in `calls`.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode = 'normal' | 'ms_unavailable' | 'http_500' | 'slow' | 'malformed';

export interface StandInRegistration {
  name: string;
  address: string;
}

/** Real numbers (valid check digits, from python-stdnum's tables) the stand-in knows as registered. */
export const standInRegistry: Record<string, StandInRegistration> = {
  BE0428759497: { name: 'KOFFIEBAR MEIR BV', address: 'Meir 50\n2000 Antwerpen' },
  DE136695976: { name: 'Kaffeerösterei Berlin GmbH', address: 'Torstraße 1\n10119 Berlin' },
  FR61954506077: { name: 'TORRÉFACTION DU MARAIS', address: '1 RUE DE BRETAGNE\n75003 PARIS' },
};

export interface ViesStandIn {
  url: string;
  /** the request bodies, in order */
  calls: Record<string, unknown>[];
  mode: StandInMode;
  registered: Record<string, StandInRegistration>;
  close(): Promise<void>;
}

export async function startViesStandIn(
  options: { registered?: Record<string, StandInRegistration>; port?: number; slowMs?: number } = {},
): Promise<ViesStandIn> {
  let counter = 0;
  const stand: ViesStandIn = {
    url: '',
    calls: [],
    mode: 'normal',
    registered: { ...(options.registered ?? standInRegistry) },
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
    if (req.method !== 'POST' || !req.url?.endsWith('/check-vat-number'))
      return json(404, { error: 'not found' });
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return json(400, { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT' }] });
      }
      stand.calls.push(body);
      const countryCode = String(body.countryCode ?? '');
      const vatNumber = String(body.vatNumber ?? '');
      switch (stand.mode) {
        case 'ms_unavailable':
          return json(500, {
            actionSucceed: false,
            errorWrappers: [{ error: 'MS_UNAVAILABLE', message: 'The member state service is unavailable' }],
          });
        case 'http_500':
          return json(500, '<html><body>Internal Server Error</body></html>');
        case 'malformed':
          return json(200, { countryCode, vatNumber, answer: 'maybe' });
        case 'slow': {
          const timer = setTimeout(() => {
            slowAnswers.delete(timer);
            json(200, { countryCode, vatNumber, valid: false });
          }, options.slowMs ?? 5000).unref();
          slowAnswers.add(timer);
          return;
        }
      }
      const known = stand.registered[`${countryCode}${vatNumber}`];
      const requested = typeof body.requesterNumber === 'string' && body.requesterNumber !== '';
      counter += 1;
      json(200, {
        countryCode,
        vatNumber,
        requestDate: new Date().toISOString(),
        valid: known !== undefined,
        requestIdentifier: known && requested ? `WAPIAAAAZ${String(counter).padStart(7, '0')}` : '',
        name: known?.name ?? '---',
        address: known?.address ?? '---',
        traderName: '---',
        traderStreet: '---',
        traderPostalCode: '---',
        traderCity: '---',
        traderCompanyType: '---',
        traderNameMatch: 'NOT_PROCESSED',
      });
    });
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  stand.url = `http://127.0.0.1:${port}/taxation_customs/vies/rest-api/check-vat-number`;
  return stand;
}
