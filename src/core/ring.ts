/** A fixed-size buffer that forgets its oldest entries: the bound for every log that grows with traffic. */
export class RingBuffer<T> {
  /** The items in a circle: the oldest at `#start`, `#size` of them; every operation is O(1) but `toArray`. */
  readonly #items: (T | undefined)[] = [];
  #start = 0;
  #size = 0;
  #pushed = 0;

  constructor(readonly capacity: number) {}

  push(item: T): void {
    this.#pushed++;
    if (this.#size < this.capacity) {
      this.#items[(this.#start + this.#size) % this.capacity] = item;
      this.#size++;
    } else {
      this.#items[this.#start] = item;
      this.#start = (this.#start + 1) % this.capacity;
    }
  }

  /** Oldest first. */
  toArray(): T[] {
    const out: T[] = new Array(this.#size);
    for (let i = 0; i < this.#size; i++) out[i] = this.#items[(this.#start + i) % this.capacity] as T;
    return out;
  }

  get size(): number {
    return this.#size;
  }

  /** Items pushed since the buffer was made (a clear does not reset it): a cheap "has it changed". */
  get pushed(): number {
    return this.#pushed;
  }

  /** Removes and answers the oldest item (for a bound kept on something besides the count). */
  shift(): T | undefined {
    if (this.#size === 0) return undefined;
    const item = this.#items[this.#start];
    this.#items[this.#start] = undefined;
    this.#start = (this.#start + 1) % this.capacity;
    this.#size--;
    return item;
  }

  clear(): void {
    this.#items.length = 0;
    this.#start = 0;
    this.#size = 0;
  }
}

/** A Map bounded by count that evicts the least recently set entry. */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly capacity: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.has(key)) super.delete(key);
    super.set(key, value);
    if (this.size > this.capacity) super.delete(this.keys().next().value as K);
    return this;
  }
}
