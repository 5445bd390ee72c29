import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, ErrorCode, apiPaths, messages } from '@guru/shared';
import { createFirm, createTestApp, type TestApp } from '../test/test-app.js';

/** An HTTP answer as read off the socket. */
interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Sends these bytes as they are (no client fixes them up) and reads the answer until the server closes the connection. */
function sendRaw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
      if (!status) reject(new Error(`no answer: ${JSON.stringify(received.slice(0, 200))}`));
      else resolve({ status, headers: head, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

const prelogin = `${API_PREFIX}${apiPaths.prelogin}`;

/** A POST of the prelogin call with this content type and body, closing the connection after the answer. */
function post(contentType: string, body: string, host = 'demo.localhost'): string {
  return `POST ${prelogin} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}

/** Found by a hostile probe: malformed requests were answered by Node's or Fastify's own `{"error":"Bad Request"}`. */
describe('a malformed request is answered in the error envelope', () => {
  let t: TestApp;
  let port = 0;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await createFirm(t.app, 'demo');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => t.close());

  const envelope = (code: string, message: string) => ({ error: { code, message } });

  it('a well-formed call still works over the same path', async () => {
    const answer = await sendRaw(port, post('application/json', '{"username":"casey"}'));
    expect(answer.status).toBe(200);
  });

  // These were already in the envelope (the error handler's); kept so that they stay there.
  it.each([
    ['invalid JSON', post('application/json', '{"username":'), 400],
    ['JSON that is not an object', post('application/json', 'nul'), 400],
    ['a content type the API does not take', post('application/x-unknown', 'username=casey'), 415],
    [
      'invalid JSON to a path no route answers',
      post('application/json', '{"username":').replace(prelogin, `${API_PREFIX}/no-such-route`),
      400,
    ],
    ['invalid JSON to a page', post('application/json', '{"username":').replace(prelogin, '/dashboard'), 400],
    ['invalid JSON to the health check', post('application/json', '{').replace(prelogin, '/healthz'), 400],
  ])('%s', async (_, request, status) => {
    const answer = await sendRaw(port, request);
    expect(answer.status).toBe(status);
    expect(JSON.parse(answer.body)).toEqual(envelope(ErrorCode.VALIDATION, messages.invalidInput));
  });

  it.each([
    ['a request line Node cannot parse', 'GET /a b c HTTP/1.1\r\nHost: demo.localhost\r\n\r\n'],
    [
      'a header with a control character',
      `GET ${prelogin} HTTP/1.1\r\nHost: demo.localhost\r\nX-Odd: a\u0001b\r\n\r\n`,
    ],
    [
      'two different Content-Length headers',
      `POST ${prelogin} HTTP/1.1\r\nHost: demo.localhost\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
    ],
    ['not HTTP at all', 'HELLO THERE\r\n\r\n'],
  ])('%s: 400 from the parser, in the envelope', async (_, request) => {
    const answer = await sendRaw(port, request);
    expect(answer.status).toBe(400);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual(envelope(ErrorCode.VALIDATION, messages.invalidInput));
  });

  it('a header block over the size limit: 431 in the envelope', async () => {
    const answer = await sendRaw(
      port,
      `GET ${prelogin} HTTP/1.1\r\nHost: demo.localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual(envelope(ErrorCode.PAYLOAD_TOO_LARGE, messages.payloadTooLarge));
  });

  it('two Host headers: 400, whichever comes first', async () => {
    const body = '{"username":"casey"}';
    for (const [first, second] of [
      ['demo.localhost', 'evil.example'],
      ['evil.example', 'demo.localhost'],
      ['demo.localhost', 'demo.localhost'],
    ]) {
      const answer = await sendRaw(
        port,
        `POST ${prelogin} HTTP/1.1\r\nHost: ${first}\r\nHost: ${second}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(answer.status, `${first} + ${second}`).toBe(400);
      expect(JSON.parse(answer.body)).toEqual(envelope(ErrorCode.VALIDATION, messages.invalidInput));
    }
  });
});
