/**
 * One load run of the benchmark (bench/run.ts starts it as a process of its own): autocannon with
 * the options read as JSON from stdin, its report written as JSON to stdout. Connection `i` sends
 * `sequences[i % sequences.length]` over and over, one request after the other, so a call can give
 * each connection its own period to save and alternate what it sends.
 */
import { createRequire } from 'node:module';

interface Step {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A binary body (a multipart upload), sent as these bytes. */
  bodyBase64?: string;
}
interface Options {
  base: string;
  connections: number;
  seconds: number;
  sequences: Step[][];
}
interface Client {
  setRequests: (requests: unknown[]) => void;
}
type Autocannon = (options: Record<string, unknown>) => Promise<unknown>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const options = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Options;
const requestsOf = (sequence: Step[]) =>
  sequence.map(({ bodyBase64, ...step }) => (bodyBase64 ? { ...step, body: Buffer.from(bodyBase64, 'base64') } : step));

let clients = 0;
const result = await autocannon({
  url: options.base,
  connections: options.connections,
  duration: options.seconds,
  requests: requestsOf(options.sequences[0]!),
  setupClient: (client: Client) =>
    client.setRequests(requestsOf(options.sequences[clients++ % options.sequences.length]!)),
});
process.stdout.write(JSON.stringify(result));
