/**
 * The changelog (spec §9 rule 5) served at `GET /changelog`: the API versions served and what
 * each added, every entry marked as stated by the spec or as our convention. With
 * `--platform-openapi`, each document's `info.version` and `x-changelog` come first.
 * docs/changelog.md is its Markdown twin (a test keeps them together).
 */
import type { PlatformDocument } from './load.js';

interface ChangelogEntry {
  change: string;
  basis: 'spec' | 'convention' | 'platform-document';
  ref?: string;
}

export interface ChangelogVersion {
  api: string;
  version: string;
  source: 'spec' | 'platform-document';
  entries: ChangelogEntry[];
  /** A platform document's own `x-changelog`, as it is. */
  changelog?: unknown;
}

export const SANDBOX_CHANGELOG: ChangelogVersion[] = [
  {
    api: 'Registry',
    version: 'v2.2',
    source: 'spec',
    entries: [
      { change: 'POST /v2/registry/devices/bulk: a batch operation on up to 500 devices, answered 207 with one result per item', basis: 'spec', ref: '§9 rule 2; §4' },
      { change: 'PATCH /v2/registry/requests/bulk: status and assignee of many requests at once, answered 207', basis: 'spec', ref: '§9 rule 2; §4' },
      { change: 'the tags filter on GET /v2/registry/devices with AND, OR and negation (!)', basis: 'spec', ref: '§9 rule 2; §4 rule 1' },
      { change: 'updated_since for incremental synchronisation', basis: 'spec', ref: '§9 rule 2; §4 rule 2' },
      { change: 'the tags expression syntax: comma for AND, | for OR inside a term, ! for NOT', basis: 'convention', ref: 'decision 0100' },
      { change: 'updated_since as an RFC 3339 query parameter, paged by change sequence', basis: 'convention', ref: 'docs/conventions.md' },
      { change: 'Idempotency-Key on POST, PATCH and DELETE, kept 24 hours', basis: 'convention', ref: '§4 rule 6 states the header; format and retention are ours' },
    ],
  },
  {
    api: 'Auth',
    version: 'v3',
    source: 'spec',
    entries: [
      { change: 'version in the path: /v3/auth/...', basis: 'spec', ref: '§9 rule 1' },
      { change: 'SCIM 2.0 users and groups under /v3/auth/scim/v2', basis: 'convention', ref: 'RFC 7644' },
    ],
  },
  {
    api: 'Asset',
    version: 'v1',
    source: 'spec',
    entries: [{ change: 'version in the path: /v1/assets/...', basis: 'spec', ref: '§9 rule 1' }],
  },
];

export function changelog(documents: readonly PlatformDocument[] = []): { versions: ChangelogVersion[] } {
  const fromDocuments: ChangelogVersion[] = documents.map(({ file, document }) => ({
    api: String(document.info?.title ?? file),
    version: String(document.info?.version ?? 'unversioned'),
    source: 'platform-document',
    entries: [{ change: `the platform's own description, ${file}`, basis: 'platform-document' }],
    ...(document['x-changelog'] !== undefined ? { changelog: document['x-changelog'] } : {}),
  }));
  return { versions: [...fromDocuments, ...SANDBOX_CHANGELOG] };
}
