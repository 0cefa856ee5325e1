/** A fixed-size buffer that forgets its oldest entries: the bound for every log that grows with traffic. */
export class RingBuffer<T> {
  readonly #items: T[] = [];
  #start = 0;
  #pushed = 0;

  constructor(readonly capacity: number) {}

  push(item: T): void {
    this.#pushed++;
    if (this.#items.length < this.capacity) this.#items.push(item);
    else {
      this.#items[this.#start] = item;
      this.#start = (this.#start + 1) % this.capacity;
    }
  }

  /** Oldest first. */
  toArray(): T[] {
    return [...this.#items.slice(this.#start), ...this.#items.slice(0, this.#start)];
  }

  get size(): number {
    return this.#items.length;
  }

  /** Items pushed since the buffer was made (a clear does not reset it): a cheap "has it changed". */
  get pushed(): number {
    return this.#pushed;
  }

  /** Removes and answers the oldest item (for a bound kept on something besides the count). */
  shift(): T | undefined {
    if (this.#start !== 0) {
      const ordered = this.toArray();
      this.#items.length = 0;
      this.#items.push(...ordered);
      this.#start = 0;
    }
    return this.#items.shift();
  }

  clear(): void {
    this.#items.length = 0;
    this.#start = 0;
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
