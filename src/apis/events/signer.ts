/**
 * Standard Webhooks v1 signatures, made with the `standardwebhooks` package (never by hand), so
 * what we send is exactly what its `Webhook.verify` accepts.
 */
import { Webhook } from 'standardwebhooks';
import { BoundedMap } from '../../core/ring.js';
import { secretBytes } from '../../core/secrets.js';

/** A new `whsec_` secret: 24 bytes from node:crypto, base64 (never from a seeded stream). */
export function newSecret(): string {
  return `whsec_${secretBytes(24).toString('base64')}`;
}

export class Signer {
  /** Decoding a secret costs more than signing a small body; the bound keeps the cache small. */
  readonly #webhooks = new BoundedMap<string, Webhook>(2048);

  /** `webhook-signature`: one `v1,<sig>` per secret, space separated (rotation signs with both). */
  sign(id: string, timestampSeconds: number, body: string, secrets: readonly string[]): string {
    const at = new Date(timestampSeconds * 1000);
    return secrets.map((secret) => this.#webhook(secret).sign(id, at, body)).join(' ');
  }

  #webhook(secret: string): Webhook {
    let wh = this.#webhooks.get(secret);
    if (!wh) {
      wh = new Webhook(secret);
      this.#webhooks.set(secret, wh);
    }
    return wh;
  }
}
