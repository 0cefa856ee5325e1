/** A message body as text, its `Content-Encoding` undone within a bound; undefined when that cannot be done. */
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

const decoders: Record<string, (b: Buffer, max: number) => Buffer> = {
  gzip: (b, max) => gunzipSync(b, { maxOutputLength: max }),
  'x-gzip': (b, max) => gunzipSync(b, { maxOutputLength: max }),
  deflate: (b, max) => inflateSync(b, { maxOutputLength: max }),
  br: (b, max) => brotliDecompressSync(b, { maxOutputLength: max }),
  identity: (b) => b,
};
const utf8 = new TextDecoder('utf-8', { fatal: true });

export type Decoded = { text: string } | { problem: string };

/** The body's text: decoded (`gzip`, `deflate`, `br`, in the order applied) to at most `max` bytes, then UTF-8. */
export function bodyText(bytes: Buffer, contentEncoding: string | undefined, max: number): Decoded {
  let plain = bytes;
  const encodings = (contentEncoding ?? '').toLowerCase().split(',').map((e) => e.trim()).filter(Boolean).reverse();
  for (const encoding of encodings) {
    const decode = decoders[encoding];
    if (!decode) return { problem: `content encoding ${encoding} is not one the sandbox can undo` };
    try {
      plain = decode(plain, max);
    } catch {
      return { problem: `it does not decode as ${encoding} within ${max} bytes` };
    }
  }
  try {
    return { text: utf8.decode(plain) };
  } catch {
    return { problem: `binary body of ${plain.length} bytes (only text is read)` };
  }
}
