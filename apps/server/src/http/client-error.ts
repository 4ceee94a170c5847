// What Node's HTTP parser refuses before the application sees a request (a request line or headers
// over 16 KB, a malformed request, a header that times out): answered with the envelope like every
// other refusal, instead of Node's bare status line (issue 17, "Bad input never gets a 500").
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { failure } from './envelope.ts';

const STATUS_OF_CODE: Readonly<Record<string, number>> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

const MESSAGE_OF_STATUS: Readonly<Record<number, string>> = {
  431: 'Request line or headers too large',
  408: 'Request timed out',
  400: 'Bad request',
};

/** The raw HTTP answer to a request the parser refused. */
export function clientErrorResponse(code: string | undefined): string {
  const status = STATUS_OF_CODE[code ?? ''] ?? 400;
  const body = JSON.stringify(failure(status, MESSAGE_OF_STATUS[status] ?? 'Bad request'));
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
    'Content-Type: application/json; charset=UTF-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Listener of the server's 'clientError' event. */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  // A client that went away, or a socket already answered: nothing to say.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(clientErrorResponse(error.code));
}
