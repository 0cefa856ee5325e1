// Generated from contracts/admin/openapi.yaml (npm run gen:types). Do not edit.

/** Each operation of the contract: its method, path template and API (first tag). */
export const operationIndex = {
  activateScenario: { method: 'POST', path: '/_sandbox/scenarios/projects/{project}', api: 'scenarios' },
  clearInbox: { method: 'DELETE', path: '/_sandbox/inbox/{name}', api: 'events' },
  clearJournal: { method: 'DELETE', path: '/_sandbox/journal', api: 'control' },
  createSnapshot: { method: 'POST', path: '/_sandbox/snapshots', api: 'control' },
  deactivateScenario: { method: 'DELETE', path: '/_sandbox/scenarios/projects/{project}/{name}', api: 'scenarios' },
  deactivateScenarios: { method: 'DELETE', path: '/_sandbox/scenarios/projects/{project}', api: 'scenarios' },
  deleteProjectQuota: { method: 'DELETE', path: '/_sandbox/projects/{project}/quota', api: 'control' },
  deleteSnapshot: { method: 'DELETE', path: '/_sandbox/snapshots/{name}', api: 'control' },
  getClock: { method: 'GET', path: '/_sandbox/clock', api: 'control' },
  getControlApiDocument: { method: 'GET', path: '/_sandbox/openapi.json', api: 'control' },
  getDrift: { method: 'GET', path: '/_sandbox/drift', api: 'platform' },
  getHealth: { method: 'GET', path: '/_sandbox/health', api: 'control' },
  getJournal: { method: 'GET', path: '/_sandbox/journal', api: 'control' },
  getProject: { method: 'GET', path: '/_sandbox/projects/{project}', api: 'control' },
  getProjectPasswords: { method: 'GET', path: '/_sandbox/projects/{project}/passwords', api: 'auth' },
  getProjectQuota: { method: 'GET', path: '/_sandbox/projects/{project}/quota', api: 'control' },
  getProjectScenarios: { method: 'GET', path: '/_sandbox/scenarios/projects/{project}', api: 'scenarios' },
  getScenario: { method: 'GET', path: '/_sandbox/scenarios/{name}', api: 'scenarios' },
  listInbox: { method: 'GET', path: '/_sandbox/inbox/{name}', api: 'events' },
  listScenarios: { method: 'GET', path: '/_sandbox/scenarios', api: 'scenarios' },
  listSnapshots: { method: 'GET', path: '/_sandbox/snapshots', api: 'control' },
  mintToken: { method: 'POST', path: '/_sandbox/tokens', api: 'control' },
  moveClock: { method: 'POST', path: '/_sandbox/clock', api: 'control' },
  receiveWebhook: { method: 'POST', path: '/_sandbox/inbox/{name}', api: 'events' },
  reseed: { method: 'POST', path: '/_sandbox/seed', api: 'control' },
  reset: { method: 'POST', path: '/_sandbox/reset', api: 'control' },
  restoreSnapshot: { method: 'POST', path: '/_sandbox/snapshots/{name}/restore', api: 'control' },
  revokeToken: { method: 'DELETE', path: '/_sandbox/tokens/{token}', api: 'control' },
  setProjectQuota: { method: 'PUT', path: '/_sandbox/projects/{project}/quota', api: 'control' },
} as const;

export type OperationId = keyof typeof operationIndex;
