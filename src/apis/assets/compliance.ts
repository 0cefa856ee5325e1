/**
 * Compliance: the installations linked to a license against what the license entitles to now.
 * Outside its validity window (on the virtual clock) a license entitles to nothing, so every
 * installation of an expired license counts as over-deployed.
 */
import { pageOf, type Page } from '../../core/paging.js';
import type { components } from '../../generated/openapi.js';
import { findLicense, validityAt } from './licenses.js';
import { assignments, licenses, seatKey, software, type AssetsContext, type LicenseRecord } from './records.js';

export type Compliance = components['schemas']['LicenseCompliance'];
export type ComplianceStatus = components['schemas']['LicenseComplianceStatus'];

function complianceOf(ctx: AssetsContext, license: LicenseRecord, nowMs: number): Compliance {
  const installed = software(ctx.project).findBy('license_id', license.id);
  const validity = validityAt(license, nowMs);
  const entitled = validity === 'active' ? license.seats : 0;
  const seats = assignments(ctx.project);
  // Only per-seat licenses bind an installation to its user's seat.
  const withoutSeat = license.kind !== 'per_seat' ? 0 : installed.filter((s) => s.user_id === null || !seats.findBy('seat', seatKey(license.id, 'user', s.user_id)).length).length;
  const shortfall = entitled === null ? 0 : Math.max(0, installed.length - entitled);
  const unused = entitled === null ? 0 : Math.max(0, entitled - installed.length);
  return {
    license_id: license.id,
    product: license.product,
    vendor: license.vendor,
    kind: license.kind,
    validity,
    seats: license.seats,
    entitled,
    seats_used: license.seats_used,
    installations: installed.length,
    installations_without_seat: withoutSeat,
    status: shortfall > 0 ? 'over_deployed' : unused > 0 ? 'under_used' : 'compliant',
    shortfall,
    unused,
    checked_at: new Date(nowMs).toISOString(),
  };
}

export function licenseCompliance(ctx: AssetsContext, id: string): Compliance {
  return complianceOf(ctx, findLicense(ctx.project, id), ctx.deps.clock.now());
}

export function listCompliance(ctx: AssetsContext, q: { status?: ComplianceStatus; limit?: number; cursor?: string }): Page<Compliance> {
  const now = ctx.deps.clock.now();
  const reports = new Map<string, Compliance>();
  const page = pageOf(licenses(ctx.project), {
    cursor: q.cursor,
    limit: q.limit ?? 50,
    filter: (l) => {
      const report = complianceOf(ctx, l, now);
      reports.set(l.id, report);
      return q.status === undefined || report.status === q.status;
    },
  });
  return { ...page, data: page.data.map((l) => reports.get(l.id)!) } as Page<Compliance>;
}
