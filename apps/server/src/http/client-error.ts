import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, messages } from '@guru/shared';

/** The answer to a request Node's HTTP parser refused, in the API's error envelope. */
function answerOf(err: NodeJS.ErrnoException): { status: number; code: string; message: string } {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: ErrorCode.REQUEST_TIMEOUT, message: messages.requestTimeout };
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: ErrorCode.PAYLOAD_TOO_LARGE, message: messages.payloadTooLarge };
  return { status: 400, code: ErrorCode.VALIDATION, message: messages.invalidInput };
}

/**
 * Fastify's `clientErrorHandler`: a request that never became one (a malformed request line or header, a
 * header block over Node's limit, a request that did not arrive in time) is answered with
 * `{"error":{"code","message"}}` like every other refusal, then the connection is closed.
 */
export function clientErrorReply(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = answerOf(err);
  this.log.debug({ errCode: err.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ error: { code, message } });
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
