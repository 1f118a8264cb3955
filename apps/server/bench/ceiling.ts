/**
 * The ceiling of the benchmark: a bare Fastify route answering a small JSON object, no hooks, no
 * database. Every figure of the benchmark is read against what this process does in the same run.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ success: true, data: { hello: 'world' } }));
const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${address}`);
