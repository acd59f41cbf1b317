/** Test support: a minimal server-sent events client over node:http that parses events as they arrive. */
import http from 'node:http';

export interface SseEvent {
  event?: string;
  data?: string;
  id?: string;
  retry?: string;
  comment?: string;
}

/** An open event stream: its status, headers, parsed events as they come, and close(). */
export interface Stream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  body: string;
  ended: Promise<void>;
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
}

export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      const stream: Stream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events: [],
        body: '',
        ended: new Promise((done) => {
          res.on('end', () => done());
          res.on('close', () => done());
          res.on('error', () => done());
        }),
        next(match, timeoutMs = 3000) {
          return new Promise((found, fail) => {
            const started = Date.now();
            const poll = () => {
              const hit = stream.events.find(match);
              if (hit) {
                stream.events.splice(stream.events.indexOf(hit), 1);
                found(hit);
              } else if (Date.now() - started > timeoutMs)
                fail(
                  new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(stream.events)}`),
                );
              else setTimeout(poll, 10);
            };
            poll();
          });
        },
        close: () => req.destroy(),
      };
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        stream.body += chunk;
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = {};
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            const field = colon === -1 ? line : line.slice(0, colon);
            const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === '') event.comment = value;
            else (event as Record<string, string>)[field] = value;
          }
          stream.events.push(event);
          end = buffer.indexOf('\n\n');
        }
      });
      resolve(stream);
    });
    req.on('error', reject);
  });
}
