/**
 * Project slots: per-project state that is not a record collection, declared once by the module
 * that owns it (in the manner of LocalStack's stores). A slot names its state, says how to make it
 * and, when it is to outlive the project's time in memory, how to save and load it. The project
 * owns the values: a reset drops the project and with it every slot; eviction, `--persist` and
 * snapshots save the slots that can be saved and load them back, so a module wires nothing itself.
 *
 *   export const SESSIONS = slot({
 *     name: 'auth.sessions',
 *     create: () => new Map<string, Session>(),
 *     save: (m) => (m.size ? [...m.values()] : undefined),
 *     load: (data, project) => new Map(checkSessions(project, data).map((s) => [s.id, s])),
 *   });
 *   const sessions = project.slot(SESSIONS);        // typed: Map<string, Session>
 *   deps.state.changed(project.id);                 // after changing it (persistence saves it)
 */

/** What a slot's functions see of its project (no dependency on the store). */
export interface SlotOwner {
  readonly id: string;
  /** The project's clock (virtual time, ms). */
  readonly clock: { now(): number };
  /** Bytes a slot loads count toward the project's bounds (core/bounds.ts), like its records. */
  account(deltaBytes: number): void;
}

/** What owns slot values (a project): code that only reads and writes slots asks for no more. */
export interface SlotHolder {
  readonly id: string;
  slot<T>(s: Slot<T>): T;
  peekSlot<T>(s: Slot<T>): T | undefined;
}

export interface SlotSpec<T> {
  /** Unique over the sandbox, `[a-z][a-z0-9_.-]*`: the key of its data in a saved project. */
  name: string;
  /** A fresh value: on first use in a project, after a reset, and after a load without saved data. */
  create(project: SlotOwner): T;
  /**
   * JSON data to keep (`undefined`: nothing worth keeping). Without `save` and `load` the slot lives
   * as long as its project is in memory (a cache); with them it survives eviction, restarts with
   * `--persist`, and is held by snapshots.
   */
  save?(value: T, project: SlotOwner): unknown;
  /** The value back from saved data; throws an Error naming the project and the slot on a wrong shape. */
  load?(data: unknown, project: SlotOwner): T;
}

export interface Slot<T> extends Readonly<SlotSpec<T>> {
  /** Saved with its project, so it survives eviction, a restart (`--persist`) and a snapshot restore. */
  readonly survivesEviction: boolean;
}

const NAME = /^[a-z][a-z0-9_.-]{0,63}$/;
const declared = new Map<string, Slot<unknown>>();

/** Declares a slot; once per name in the process (a module's top level). */
export function slot<T>(spec: SlotSpec<T>): Slot<T> {
  if (!NAME.test(spec.name)) throw new Error(`slot name "${spec.name}" must match ${NAME}`);
  if (declared.has(spec.name)) throw new Error(`slot ${spec.name} is declared twice`);
  if (!spec.save !== !spec.load) throw new Error(`slot ${spec.name}: save and load go together`);
  const s: Slot<T> = Object.freeze({ ...spec, survivesEviction: spec.save !== undefined });
  declared.set(spec.name, s as Slot<unknown>);
  return s;
}

/** The slot saved under this name (persistence refuses data of a name no module declares). */
export function slotNamed(name: string): Slot<unknown> | undefined {
  const s = declared.get(name);
  return s?.survivesEviction ? s : undefined;
}

/** One project's slot values: made on first use, dropped with the project. */
export class SlotValues {
  readonly #values = new Map<Slot<unknown>, unknown>();

  constructor(private readonly owner: SlotOwner) {}

  get<T>(s: Slot<T>): T {
    if (this.#values.has(s as Slot<unknown>)) return this.#values.get(s as Slot<unknown>) as T;
    const value = s.create(this.owner);
    this.#values.set(s as Slot<unknown>, value);
    return value;
  }

  /** The value if the slot was used in this project (a sweep over projects need not create it). */
  peek<T>(s: Slot<T>): T | undefined {
    return this.#values.get(s as Slot<unknown>) as T | undefined;
  }

  /** Each saved slot's data as JSON text, taken now: later changes to the values do not leak in. */
  save(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [s, value] of this.#values) {
      if (!s.save) continue;
      const data = s.save(value, this.owner);
      if (data !== undefined) out[s.name] = JSON.stringify(data);
    }
    return out;
  }

  /** Puts saved data back; every name must be a declared saved slot (checked before, by `checkSlotData`). */
  load(data: Readonly<Record<string, unknown>>): void {
    this.#values.clear();
    for (const [name, value] of Object.entries(data)) {
      const s = slotNamed(name)!;
      this.#values.set(s, s.load!(value, this.owner));
    }
  }

  /** Whether any saved slot holds something worth keeping. */
  get holdsSaved(): boolean {
    for (const [s, value] of this.#values) if (s.save && s.save(value, this.owner) !== undefined) return true;
    return false;
  }
}
