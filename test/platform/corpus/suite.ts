/**
 * The corpus suite: each public description served by the sandbox and exercised as a client
 * generated from it would (exercise.ts). Every answer must be valid against the document, but
 * those documents.ts names with a reason; every invalid request refused naming its field; every
 * inferred resource must carry a round trip. A document listed here whose results change fails
 * the test either way, so the named lists stay the truth.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS, DOCUMENTS, installed, type CorpusDocument } from './documents.js';
import { exercise } from './exercise.js';

const keys = (o?: Record<string, string>) => Object.keys(o ?? {}).sort();

/** The suite for some of the documents (the large ones run in a file of their own, in parallel). */
export function corpusSuite(title: string, which: (d: CorpusDocument) => boolean): void {
  describe(title, () => {
  it('is installed (bash scripts/setup.sh installs test/corpus)', () => {
    expect(installed(), 'the corpus is missing: run bash scripts/setup.sh').toBe(true);
  });

  for (const doc of DOCUMENTS.filter(which)) {
    it.runIf(installed())(`${doc.file} (${doc.style})`, { timeout: 300_000 }, async () => {
      const r = await exercise(join(CORPUS, doc.file));
      const of = (kind: string) => r.outcomes.filter((o) => o.kind === kind);
      // Every operation was called (or named as unsatisfiable or XML-only), once.
      expect(r.outcomes.length).toBe(r.operations);
      expect(of('pass').length).toBeGreaterThan(0);
      const failed = Object.fromEntries(of('fail').map((o) => [o.operation, o.detail]));
      expect(failed, 'answers invalid against the document that documents.ts does not name').toEqual(Object.fromEntries(keys(doc.ownFault).map((k) => [k, failed[k] ?? 'valid now: take it off the list'])));
      const refused = of('request');
      const counted = (doc.requestSide ?? []).map((g) => ({ why: g.why, count: refused.filter((o) => g.detail.test(o.detail ?? '')).length }));
      expect(counted, 'drawn requests refused, by reason').toEqual((doc.requestSide ?? []).map((g) => ({ why: g.why, count: g.count })));
      const unexplained = refused.filter((o) => !(doc.requestSide ?? []).some((g) => g.detail.test(o.detail ?? '')));
      expect(unexplained.map((o) => `${o.operation}: ${o.detail}`), 'drawn requests refused that documents.ts does not explain').toEqual([]);
      const unrefused = r.refusals.filter((x) => !x.named).map((x) => x.request).sort();
      expect(unrefused, 'invalid requests not refused naming the field').toEqual(keys(doc.unrefused));
      const failedTrips = r.roundTrips.filter((t) => !t.ok);
      const blocked = doc.roundTripsBlocked ?? [];
      expect(blocked.map((g) => ({ why: g.why, count: failedTrips.filter((t) => g.detail.test(t.detail ?? '')).length }))).toEqual(blocked.map((g) => ({ why: g.why, count: g.count })));
      const broken = failedTrips.filter((t) => !blocked.some((g) => g.detail.test(t.detail ?? '')));
      expect(broken.map((t) => t.resource).sort(), broken.map((t) => `${t.resource}: ${t.detail}`).join('\n')).toEqual(keys(doc.noRoundTrip));
    });
  }
  });
}
