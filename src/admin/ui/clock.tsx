/** @jsxImportSource hono/jsx */
/** The clock panel: the virtual clock's time, frozen or not; advance by presets, set, freeze. */
import { ActionButton } from './layout.js';
import { failure } from './control.js';
import type { Panel } from './panel.js';
import { LIVE_ID } from './panel.js';

/** Advance presets, in seconds: the first retry delays of the webhook schedule are among them. */
const ADVANCE_PRESETS: readonly [string, number][] = [
  ['+5 s', 5],
  ['+1 min', 60],
  ['+5 min', 300],
  ['+30 min', 1800],
  ['+1 h', 3600],
  ['+1 day', 86400],
];

export const clockPanel: Panel = {
  name: 'clock',
  title: 'Clock',
  view(ctx) {
    return (
      <section>
        <div id={LIVE_ID}>{this.live(ctx)}</div>
        <h3>Advance</h3>
        <div class="buttons">
          {ADVANCE_PRESETS.map(([label, seconds]) => (
            <ActionButton panel="clock" action="advance" label={label} fields={{ seconds: String(seconds) }} />
          ))}
        </div>
        <h3>Set</h3>
        <form method="post" action="/_sandbox/ui/clock/set" class="filters">
          <label>
            Time (ISO 8601) <input name="set" placeholder="2026-01-01T00:00:00Z" required />
          </label>
          <button type="submit">Set</button>
        </form>
        <p class="note">The clock is sandbox-wide: every project sees it. Webhook retries, token expiry and quotas follow it.</p>
      </section>
    );
  },
  live(ctx) {
    const state = ctx.deps.clock.state();
    return (
      <div class="clock-panel">
        <p class="big mono" data-now={state.now}>
          {state.now}
        </p>
        <p>
          {state.frozen ? 'Frozen.' : 'Running with real time.'}{' '}
          <ActionButton panel="clock" action="freeze" label={state.frozen ? 'Unfreeze' : 'Freeze'} fields={{ freeze: String(!state.frozen) }} />
        </p>
      </div>
    );
  },
  actions: {
    async advance(ctx, form) {
      const seconds = Number(form.get('seconds'));
      const reply = await ctx.control('POST', '/clock', { advance_seconds: seconds });
      return reply.ok ? { message: `Advanced the clock by ${seconds} s: now ${reply.body.now}` } : { message: failure(reply), error: true };
    },
    async set(ctx, form) {
      const reply = await ctx.control('POST', '/clock', { set: (form.get('set') ?? '').trim() });
      return reply.ok ? { message: `Set the clock to ${reply.body.now}` } : { message: failure(reply), error: true };
    },
    async freeze(ctx, form) {
      const reply = await ctx.control('POST', '/clock', { freeze: form.get('freeze') === 'true' });
      return reply.ok ? { message: reply.body.frozen ? 'Froze the clock' : 'The clock runs again' } : { message: failure(reply), error: true };
    },
  },
};
