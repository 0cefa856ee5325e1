/**
 * `multipart/form-data` bodies (RFC 7578), split into parts by Dicer, the streaming parser inside
 * `@fastify/busboy` (decision 0031): linear in the body, nothing written to disk. A field is a
 * string (several with one name an array), or a JSON value where the part says it is JSON (the
 * default type of an object or array property, OpenAPI 3.1 §4.8.15.5); a file is held in memory only while it is read and
 * becomes a short description (`file photo.png, image/png, 5120 bytes, sha256 …`), so a stored
 * record never holds its bytes. Every MULTIPART_LIMITS bound, crossed, is a 413 naming it.
 */
import { createHash } from 'node:crypto';
import { Dicer } from '@fastify/busboy';
import { ApiError } from '../../core/errors.js';
import sjson from 'secure-json-parse';
import { bestMatch, isJson, mediaType } from './media-type.js';
import { FORBIDDEN_KEYS, MULTIPART_LIMITS } from './limits.js';
import type { Encoding } from '../../openapi/operations.js';

export interface MultipartBody {
  fields: Record<string, unknown>;
}

/** Whether a property takes a file: a binary string (3.0), or one with a `contentMediaType`/`contentEncoding` (3.1). */
export type TakesFile = (name: string) => boolean | undefined;

const tooLarge = (detail: string, pointer: string, pointerDetail: string) => new ApiError('payload_too_large', { detail, errors: [{ in: 'body', pointer, detail: pointerDetail }] });

/** The boundary of a multipart Content-Type, checked as RFC 2046 §5.1.1 says (1-70 characters). */
function boundaryOf(contentType: string): string {
  const m = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2] ?? '';
  if (!boundary.length || boundary.length > MULTIPART_LIMITS.boundaryLength || !/^[0-9A-Za-z'()+_,\-./:=? ]*[0-9A-Za-z'()+_,\-./:=?]$/.test(boundary)) {
    throw new ApiError('bad_request', {
      detail: `the multipart boundary must be 1 to ${MULTIPART_LIMITS.boundaryLength} characters of those RFC 2046 allows; got ${boundary.length}`,
      errors: [{ in: 'header', pointer: '#/content-type', detail: `boundary must be 1-${MULTIPART_LIMITS.boundaryLength} characters (RFC 2046)` }],
    });
  }
  return boundary;
}

function dispositionParam(disposition: string, name: string): string | undefined {
  const m = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${name}=([^;\\s]*)`, 'i').exec(disposition);
  return m ? (m[1] ?? m[2]).replace(/\\(.)/g, '$1') : undefined;
}

/** Reads the body's chunks into parts; resolves with the fields once the closing boundary is seen. */
export function parseMultipart(
  contentType: string,
  chunks: AsyncIterable<Uint8Array>,
  options: { encoding?: Record<string, Encoding>; takesFile: TakesFile },
): Promise<MultipartBody> {
  const boundary = boundaryOf(contentType);
  const fields: Record<string, unknown> = Object.create(null);
  const put = (name: string, value: unknown) => {
    const prior = fields[name];
    fields[name] = prior === undefined ? value : Array.isArray(prior) ? [...prior, value] : [prior, value];
  };
  return new Promise<MultipartBody>((resolve, reject) => {
    let failed: ApiError | undefined;
    let parts = 0;
    let open = 0;
    let finished = false;
    const settle = () => {
      if (finished && open === 0 && !failed) resolve({ fields: { ...fields } });
    };
    const fail = (err: ApiError) => {
      if (!failed) reject((failed = err));
    };
    // One more header pair than allowed, so that crossing the bound is seen (Dicer stops counting at its limit).
    const dicer = new Dicer({ boundary, maxHeaderPairs: MULTIPART_LIMITS.headerPairs + 1 } as Dicer.Config);
    dicer.on('part', (part) => {
      if (++parts > MULTIPART_LIMITS.parts) {
        part.resume();
        return fail(tooLarge(`the multipart body has more than ${MULTIPART_LIMITS.parts} parts`, '#', `must have at most ${MULTIPART_LIMITS.parts} parts`));
      }
      part.on('header', (header: Record<string, string[]>) => {
        const pairs = Object.values(header).reduce((n, values) => n + values.length, 0);
        if (pairs > MULTIPART_LIMITS.headerPairs) {
          part.resume();
          return fail(tooLarge(`part ${parts} of the multipart body has more than ${MULTIPART_LIMITS.headerPairs} header lines`, '#', `a part must have at most ${MULTIPART_LIMITS.headerPairs} header lines`));
        }
        const disposition = header['content-disposition']?.[0] ?? '';
        const name = dispositionParam(disposition, 'name');
        if (!/^form-data\b/i.test(disposition) || name === undefined) {
          part.resume();
          return fail(new ApiError('bad_request', { detail: `part ${parts} of the multipart body has no Content-Disposition: form-data; name="..."`, errors: [{ in: 'body', pointer: '#', detail: 'every part needs a name' }] }));
        }
        if (FORBIDDEN_KEYS.has(name)) {
          part.resume();
          return fail(new ApiError('validation_failed', { detail: `the multipart field name ${name} is not allowed`, errors: [{ in: 'body', pointer: `#/${name}`, detail: `must not be ${name}` }] }));
        }
        const filename = dispositionParam(disposition, 'filename');
        const type = mediaType(header['content-type']?.[0]) || (filename !== undefined ? 'application/octet-stream' : 'text/plain');
        const declared = options.encoding?.[name]?.contentType;
        if (declared && !bestMatch(declared.split(',').map((t) => ({ type: t.trim() })), type)) {
          part.resume();
          return fail(new ApiError('unsupported_media_type', { detail: `part ${name} is ${type}; the document takes ${declared}`, errors: [{ in: 'body', pointer: `#/${name}`, detail: `must be ${declared}` }] }));
        }
        if (filename !== undefined && options.takesFile(name) === false) {
          part.resume();
          return fail(new ApiError('unsupported_media_type', { detail: `part ${name} is a file (${filename}); the document declares it a value, not a file`, errors: [{ in: 'body', pointer: `#/${name}`, detail: 'must be a value, not a file' }] }));
        }
        open++;
        const hash = createHash('sha256');
        const pieces: Buffer[] = [];
        let size = 0;
        part.on('data', (data: Buffer) => {
          if (failed) return;
          size += data.length;
          if (filename !== undefined) return void hash.update(data);
          if (size > MULTIPART_LIMITS.fieldBytes) {
            return fail(tooLarge(`field ${name} of the multipart body is larger than ${MULTIPART_LIMITS.fieldBytes} bytes`, `#/${name}`, `must be at most ${MULTIPART_LIMITS.fieldBytes} bytes`));
          }
          pieces.push(data);
        });
        part.on('end', () => {
          open--;
          if (failed) return;
          if (filename !== undefined) put(name, `file ${filename}, ${type}, ${size} bytes, sha256 ${hash.digest('hex')}`);
          else if (isJson(type)) {
            try {
              put(name, sjson.parse(Buffer.concat(pieces).toString('utf8'), undefined, { protoAction: 'error', constructorAction: 'error' }));
            } catch (err) {
              return fail(new ApiError('validation_failed', { detail: `part ${name} of the multipart body is ${type} but not valid JSON: ${(err as Error).message}`, errors: [{ in: 'body', pointer: `#/${name}`, detail: 'must be valid JSON' }] }));
            }
          } else put(name, Buffer.concat(pieces).toString('utf8'));
          settle();
        });
      });
      part.on('error', () => part.resume());
    });
    dicer.on('error', (err) => fail(new ApiError('bad_request', { detail: `the multipart body is malformed: ${err.message}`, errors: [{ in: 'body', pointer: '#', detail: 'is not multipart/form-data' }] })));
    dicer.on('finish', () => {
      finished = true;
      settle();
    });
    (async () => {
      for await (const chunk of chunks) {
        if (failed) return;
        if (!dicer.write(chunk)) await new Promise((r) => dicer.once('drain', r));
      }
      // A body that ends before its closing boundary is Dicer's error ("Unexpected end of multipart data").
      dicer.end();
    })().catch((err) => fail(err instanceof ApiError ? err : new ApiError('bad_request', { detail: `the multipart body could not be read: ${(err as Error).message}` })));
  });
}
