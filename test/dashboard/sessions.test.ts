/** The dashboard's session store: random ids, bounded, expiring, closed on sign-out. */
import { describe, expect, it } from 'vitest';
import { UiSessions } from '../../src/admin/ui/sessions.js';

describe('dashboard sessions', () => {
  it('hands out distinct 256-bit ids and knows only those', () => {
    const s = new UiSessions();
    const a = s.open();
    const b = s.open();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(s.valid(a) && s.valid(b)).toBe(true);
    expect(s.valid(`${a.slice(0, -1)}${a.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(s.valid(undefined)).toBe(false);
    s.close(a);
    expect(s.valid(a)).toBe(false);
    expect(s.valid(b)).toBe(true);
  });

  it('keeps at most its bound: a new session pushes out the oldest', () => {
    const s = new UiSessions(3);
    const ids = [s.open(), s.open(), s.open(), s.open()];
    expect(s.size).toBe(3);
    expect(ids.map((id) => s.valid(id))).toEqual([false, true, true, true]);
  });

  it('expires a session after its lifetime and forgets it', () => {
    const s = new UiSessions(8, 0);
    const id = s.open();
    expect(s.valid(id)).toBe(false);
    expect(s.size).toBe(0);
  });
});
