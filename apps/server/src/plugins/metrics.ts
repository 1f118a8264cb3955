import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseStats } from '../db/client.js';
import type { Mailer } from '../lib/mailer.js';

/**
 * The portal's metrics in the Prometheus text format, on a listener of their own (METRICS_PORT):
 * what is measured, the labels and why the port is separate are in docs/architecture.md, "Health
 * and metrics"; the names in docs/choices.md, "Running it". Each app has a registry of its own, so
 * several apps in one process (the tests) never share or clash.
 */
export interface AppMetrics {
  registry: Registry;
  /** The mailer, with each e-mail it sends or fails to send counted. */
  countMail: (mailer: Mailer) => Mailer;
  /** Stops reading the database's statements. */
  stop: () => void;
}

/** The label of a request no route matched: the raw address would make a series per address. */
export const UNMATCHED_ROUTE = 'unmatched';

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * Registers the metrics on a new registry, hooks them to the app's requests and database, and
 * serves them at `at` while the app runs.
 */
export function registerMetrics(
  app: FastifyInstance,
  at: { port: number; host: string },
  database: DatabaseStats | undefined,
): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status.',
    labelNames,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const queries = new Histogram({
    name: 'portal_db_query_duration_seconds',
    help: 'Time each database statement took, from being sent on a connection to its answer.',
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  const stopQueries = database?.onQuery((seconds) => queries.observe(seconds));
  if (database) {
    const gauges = {
      max: 'The most connections to the database this process opens (1 for the embedded database).',
      total: 'Connections to the database open now.',
      idle: 'Open connections to the database that nothing uses now.',
      waiting: 'Callers waiting for a connection to the database.',
    } as const;
    for (const [key, help] of Object.entries(gauges) as Array<[keyof typeof gauges, string]>) {
      new Gauge({
        name: `portal_db_pool_${key}`,
        help,
        registers: [registry],
        collect() {
          this.set(database.connections()[key]);
        },
      });
    }
  }

  const mailCounter = (outcome: 'sent' | 'failed', help: string) =>
    new Counter({ name: `portal_mail_${outcome}_total`, help, registers: [registry] });
  const sent = mailCounter('sent', 'E-mails the mail server accepted.');
  const failed = mailCounter('failed', 'E-mails that could not be handed to the mail server.');
  const metrics: AppMetrics = {
    registry,
    countMail: (mailer) => ({
      send: async (mail) => {
        try {
          await mailer.send(mail);
        } catch (error) {
          failed.inc();
          throw error;
        }
        sent.inc();
      },
    }),
    stop: () => stopQueries?.(),
  };
  listenForMetrics(app, metrics, at);
  return metrics;
}

/**
 * Serves the metrics at GET /metrics on the metrics port while the app runs. In a worker of
 * WORKERS > 1, the primary process serves the sum of every worker's metrics instead
 * (`serveClusterMetrics`): the workers share their ports, so a listener in each would answer one
 * worker at random.
 */
function listenForMetrics(app: FastifyInstance, metrics: AppMetrics, at: { port: number; host: string }): void {
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([metrics.registry]);
    // Constructing one makes this worker answer the primary's requests for its metrics.
    new AggregatorRegistry();
    app.addHook('onClose', async () => metrics.stop());
    return;
  }
  const server = metricsServer(async () => ({
    contentType: metrics.registry.contentType,
    body: await metrics.registry.metrics(),
  }));
  app.addHook('onReady', async () => {
    await listen(server, at);
    app.log.info(`Metrics at http://${at.host}:${at.port}/metrics`);
  });
  app.addHook('onClose', async () => {
    metrics.stop();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}

/**
 * The primary process of WORKERS > 1 serves the metrics of all its workers, summed (prom-client's
 * AggregatorRegistry asks each worker over the cluster's channel), until the process ends.
 */
export async function serveClusterMetrics(at: { port: number; host: string }): Promise<void> {
  const aggregator = new AggregatorRegistry();
  const server = metricsServer(async () => ({
    contentType: aggregator.contentType,
    body: await aggregator.clusterMetrics(),
  }));
  await listen(server, at);
}

/** Listens, or fails with the reason (a port in use stops the start). */
const listen = (server: Server, at: { port: number; host: string }) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

/** An HTTP server that answers GET /metrics and nothing else. */
function metricsServer(read: () => Promise<{ contentType: string; body: string }>) {
  return createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    read().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType });
        response.end(request.method === 'HEAD' ? undefined : body);
      },
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n'),
    );
  });
}
