/** The vendored browser files (assets/vendor/, decision 0606) are byte for byte their pinned packages' files. */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VENDOR_DIR, vendoredMismatches, vendorSources } from '../../scripts/vendor-assets.js';
import pkg from '../../package.json' with { type: 'json' };

describe('vendored static files', () => {
  it('match the SHA-256 of their pinned devDependencies’ files', () => {
    expect(Object.keys(vendorSources()).length).toBeGreaterThanOrEqual(8);
    expect(vendoredMismatches()).toEqual([]);
  });

  it('come from packages pinned exactly among the devDependencies, none of them a runtime dependency', () => {
    const packages = new Set(Object.values(vendorSources()).map((s) => s.split('/')[0]));
    for (const name of packages) {
      expect(pkg.devDependencies[name as keyof typeof pkg.devDependencies], name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(Object.keys(pkg.dependencies)).not.toContain(name);
    }
  });

  it('a file that differs from its source fails, naming the file (the check can fail)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vendor-'));
    cpSync(VENDOR_DIR, dir, { recursive: true });
    writeFileSync(join(dir, 'react', 'react.production.min.js'), '/* changed */');
    expect(vendoredMismatches(dir)).toEqual([expect.stringMatching(/^assets\/vendor\/react\/react\.production\.min\.js has SHA-256 [0-9a-f]{64}, its source react\/umd\/react\.production\.min\.js [0-9a-f]{64}$/)]);
  });
});
