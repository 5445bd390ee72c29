/**
 * The throughput bench's baseline: a bare Fastify 5 server with one JSON route (`GET /hello` →
 * `{"hello":"world"}`, no logger, no hooks), as its own process. Prints `listening <port>` once it
 * listens on 127.0.0.1 (a free port), and stops on SIGTERM.
 *
 *   node --import tsx bench/lib/bare-fastify.ts
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
