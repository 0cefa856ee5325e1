/** The Asset API's operations (`/v1/assets`), each a handler keyed by its operationId. */
import { livePage } from '../../core/paging.js';
import type { Deps } from '../../deps.js';
import { notModified } from '../../http/etag.js';
import { pathOf, type Call, type HandlersOf } from '../handler.js';
import { idStream } from '../ids.js';
import { assign, listAssignments, unassign, type AssigneeRef } from './assignments.js';
import { licenseCompliance, listCompliance } from './compliance.js';
import { createLicense, deleteLicense, getLicense, listLicenses, updateLicense, type LicenseCreate, type LicensePatch, type LicenseQuery } from './licenses.js';
import type { AssetsContext } from './records.js';
import { createSoftware, deleteSoftware, getSoftware, listSoftware, updateSoftware, type SoftwareCreate, type SoftwarePatch, type SoftwareQuery } from './software.js';

export function assetHandlers(deps: Deps): HandlersOf<'assets'> {
  const ctx = ({ project }: { project: AssetsContext['project'] }): AssetsContext => ({ project, deps, ids: idStream(deps, project.id) });
  /** One record with its ETag, or 304 when `If-None-Match` names the current version. */
  const cached = <T>(call: Pick<Call<'getLicense' | 'getSoftware'>, 'header'>, etag: string, body: T) =>
    notModified(call.header('if-none-match'), etag) ? { status: 304 as const, headers: { etag } } : { status: 200 as const, body, headers: { etag } };

  return {
    listLicenses: (call) => ({ status: 200, body: listLicenses(ctx(call), call.query as LicenseQuery) }),
    createLicense: (call) => {
      const { license, etag } = createLicense(ctx(call), call.body as LicenseCreate);
      return { status: 201, body: license, headers: { etag, location: pathOf('getLicense', { id: license.id }) } };
    },
    assignLicense: (call) => {
      const { created, ...result } = assign(ctx(call), call.body as AssigneeRef, call.principal?.token);
      return created ? { status: 201, body: result } : { status: 200, body: result };
    },
    unassignLicense: (call) => {
      const { created: _, ...result } = unassign(ctx(call), call.body as AssigneeRef);
      return { status: 200, body: result };
    },
    getLicense: (call) => {
      const { license, etag } = getLicense(ctx(call), call.params.id);
      return cached(call, etag, license);
    },
    updateLicense: (call) => {
      const { license, etag } = updateLicense(ctx(call), call.params.id, call.body as LicensePatch, call.header('if-match'));
      return { status: 200, body: license, headers: { etag } };
    },
    deleteLicense: (call) => {
      deleteLicense(ctx(call), call.params.id, call.header('if-match'));
      return { status: 204 };
    },
    listLicenseAssignments: (call) => ({ status: 200, body: livePage(listAssignments(ctx(call), call.params.id, call.query)) }),
    getLicenseCompliance: (call) => ({ status: 200, body: licenseCompliance(ctx(call), call.params.id) }),
    listLicenseCompliance: (call) => ({ status: 200, body: livePage(listCompliance(ctx(call), call.query)) }),
    listSoftware: (call) => ({ status: 200, body: listSoftware(ctx(call), call.query as SoftwareQuery) }),
    createSoftware: (call) => {
      const { item, etag } = createSoftware(ctx(call), call.body as SoftwareCreate);
      return { status: 201, body: item, headers: { etag, location: pathOf('getSoftware', { id: item.id }) } };
    },
    getSoftware: (call) => {
      const { item, etag } = getSoftware(ctx(call), call.params.id);
      return cached(call, etag, item);
    },
    updateSoftware: (call) => {
      const { item, etag } = updateSoftware(ctx(call), call.params.id, call.body as SoftwarePatch, call.header('if-match'));
      return { status: 200, body: item, headers: { etag } };
    },
    deleteSoftware: (call) => {
      deleteSoftware(ctx(call), call.params.id, call.header('if-match'));
      return { status: 204 };
    },
  };
}
