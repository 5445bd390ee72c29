/**
 * The throughput bench's ceiling: a bare Fastify 5 server (no logger, no hooks, no database, no checks)
 * that answers the mixed workload's own routes with the app's own answers, kept in memory. It still does
 * what any server of that workload must do per request: parse HTTP, route, parse the JSON bodies of
 * writes and serialize each answer anew. Its rate, as a ratio to the bare route's, bounds what any
 * implementation of the workload can reach on the machine.
 *
 *   node --import tsx bench/lib/ceiling-fastify.ts <answers.json>
 *
 * answers.json: [{ "method": "GET", "url": "/pass-api/api/v1/accountManagements/:id", "status": 200, "body": {…} }, …]
 * Prints `listening <port>` once it listens on 127.0.0.1 (a free port), and stops on SIGTERM.
 */
import fs from 'node:fs';
import Fastify, { type HTTPMethods } from 'fastify';

export interface CeilingAnswer {
  method: HTTPMethods;
  url: string;
  status: number;
  body: unknown;
}

const file = process.argv[2];
if (!file) throw new Error('usage: ceiling-fastify.ts <answers.json>');
const answers = JSON.parse(fs.readFileSync(file, 'utf8')) as CeilingAnswer[];

const app = Fastify({ logger: false });
for (const answer of answers) {
  app.route({
    method: answer.method,
    url: answer.url,
    handler: async (_request, reply) => reply.code(answer.status).send(answer.body),
  });
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
