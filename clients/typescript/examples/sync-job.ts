// The sync job: archive every device tagged "retired" since the last run, and keep the watermark.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createPlatformClient, type Device } from 'platform-sandbox/client';

const client = createPlatformClient({
  baseUrl: process.env.PLATFORM_URL ?? 'http://127.0.0.1:4010',
  project: process.env.PLATFORM_PROJECT ?? 'acme',
  token: process.env.TOKEN!,
});
const last = existsSync('watermark') ? readFileSync('watermark', 'utf8') : undefined;
const { items, watermark } = await client.devices.sync(last); // updated_since, every page
const retired = items.filter((d): d is Device => 'tags' in d && d.tags.includes('retired') && !d.tags.includes('archived'));
if (retired.length) {
  const result = await client.devices.bulk_patch(
    retired.map((d) => ({ id: d.id, tags: [...d.tags, 'archived'] })), { idempotencyKey: `archive-${watermark}` });
  for (const f of result.failed) console.warn(`device ${f.id}: ${f.status} ${f.error?.detail}`); // read every item
}
if (watermark) writeFileSync('watermark', watermark); // the next run starts here
