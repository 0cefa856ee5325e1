/**
 * Standard Webhooks v1 signatures, made with the `standardwebhooks` package (never by hand), so
 * what we send is exactly what its `Webhook.verify` accepts.
 */
import { Webhook } from 'standardwebhooks';
import { BoundedMap } from '../../core/ring.js';
import { seededBytes, type Rng } from '../../core/rng.js';

/** A new `whsec_` secret: 24 bytes from the project's seeded stream, base64. */
export function newSecret(rng: Rng): string {
  return `whsec_${seededBytes(rng, 24).toString('base64')}`;
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
