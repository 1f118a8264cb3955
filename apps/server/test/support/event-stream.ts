import { request, type IncomingHttpHeaders } from 'node:http';

/** One event of a text/event-stream: its name ('message' when none was given) and its data. */
export interface StreamEvent {
  event: string;
  data: string;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every event so far, in order. */
  events: StreamEvent[];
  /** How many comment lines (': ...') came so far. */
  comments: number;
  /** True once the server ended the stream. */
  ended: boolean;
  close: () => void;
}

/**
 * Opens GET `path` with the bearer header, on a connection of its own that `close` ends (as a
 * browser tab going away does), and parses the events of the text/event-stream as they arrive. A
 * test waits on `events`, `comments` or `ended` with waitFor.
 */
export function openEventStream(
  baseUrl: string,
  token: string | undefined,
  path = '/api/notifications/stream',
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${baseUrl}${path}`,
      { agent: false, headers: token ? { authorization: `Bearer ${token}` } : {} },
      (response) => {
        const stream: EventStream = {
          status: response.statusCode ?? 0,
          headers: response.headers,
          events: [],
          comments: 0,
          ended: false,
          close: () => outgoing.destroy(),
        };
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.startsWith(':')) {
              stream.comments += 1;
              continue;
            }
            const lines = block.split('\n');
            const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
            const data = lines
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            stream.events.push({ event, data, at: performance.now() });
          }
        });
        response.on('close', () => {
          stream.ended = true;
        });
        resolve(stream);
      },
    );
    outgoing.on('error', (error) => {
      if (!outgoing.destroyed || (error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    outgoing.end();
  });
}
