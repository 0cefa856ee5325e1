/**
 * Requests Node refuses before the app sees them. A request line or headers past Node's limit
 * (16 KiB) would get a bare 431; this answers it in the called API family's format instead (a
 * SCIM Error under the SCIM base, problem+json elsewhere): 414 when the request line takes more
 * than half of the limit (a too-long URL), else 431. Other parser errors keep Node's bare answers.
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError, familyOf, renderError } from '../core/errors.js';

interface ParserError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

/** The request line in the bytes Node received. */
function requestLine(raw: Buffer | undefined): string {
  return (raw?.toString('latin1') ?? '').split('\r\n', 1)[0];
}

function answer(socket: Duplex, status: number, reason: string, contentType: string, body: string): void {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function answerClientErrors(server: Server): void {
  server.on('clientError', (err: ParserError, socket: Duplex) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    if (err.code !== 'HPE_HEADER_OVERFLOW') {
      const [status, reason] = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : [400, 'Bad Request'];
      socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n\r\n`);
      return;
    }
    const line = requestLine(err.rawPacket);
    const lineOnly = line.length > 8 * 1024;
    const code = lineOnly ? 'uri_too_long' : 'headers_too_large';
    const path = (line.split(' ')[1] ?? '/').split('?', 1)[0];
    const rendered = renderError(new ApiError(code, { detail: lineOnly ? 'the URL is too long: the request line and headers may take 16 KiB at most' : 'the request headers are larger than 16 KiB' }), familyOf(path), path);
    answer(socket, rendered.status, lineOnly ? 'URI Too Long' : 'Request Header Fields Too Large', rendered.contentType, JSON.stringify(rendered.body));
  });
}
