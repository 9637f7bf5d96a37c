// The yardstick of bench/small-answers.ts: a bare Fastify server that sends fixed bytes with fixed headers
// (BARE_BODY_FILE, BARE_HEADERS as JSON), nothing else. Prints READY <port> when listening.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BARE_BODY_FILE ?? '');
const headers = JSON.parse(process.env.BARE_HEADERS ?? '{}') as Record<string, string>;
const app = Fastify();
app.get('/*', (_request, reply) => reply.headers(headers).send(body));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`READY ${typeof address === 'object' && address ? address.port : ''}`);
process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));
