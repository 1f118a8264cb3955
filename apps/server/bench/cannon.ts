/**
 * One load run of the benchmark (bench/run.ts starts it as a process of its own): autocannon with
 * the options read as JSON from stdin, its report written as JSON to stdout. Connection `i` sends
 * `sequences[i % sequences.length]` over and over, one request after the other, so a call can give
 * each connection its own period to save and alternate what it sends. A warm-up of the same load
 * runs first and is not reported: a call's first requests read its pages from disk into the
 * database's cache (on the embedded database holding up every request behind them), which is not
 * what a portal in use does all day.
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
  /** Seconds of the same load first, not measured: the steady state is what is reported. */
  warmupSeconds: number;
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

const run = (duration: number) => {
  let clients = 0;
  return autocannon({
    url: options.base,
    connections: options.connections,
    duration,
    requests: requestsOf(options.sequences[0]!),
    setupClient: (client: Client) =>
      client.setRequests(requestsOf(options.sequences[clients++ % options.sequences.length]!)),
  });
};
if (options.warmupSeconds > 0) await run(options.warmupSeconds);
process.stdout.write(JSON.stringify(await run(options.seconds)));
