/** A first-in first-out queue with O(1) shift (an array's shift moves every element). */
export class Fifo<T> {
  #items: (T | undefined)[] = [];
  #head = 0;

  push(item: T): void {
    this.#items.push(item);
  }

  shift(): T | undefined {
    if (this.#head >= this.#items.length) return undefined;
    const item = this.#items[this.#head];
    this.#items[this.#head++] = undefined;
    // Compact once the consumed prefix dominates, so memory follows the live length.
    if (this.#head > 1024 && this.#head * 2 > this.#items.length) {
      this.#items = this.#items.slice(this.#head);
      this.#head = 0;
    }
    return item;
  }

  get length(): number {
    return this.#items.length - this.#head;
  }
}
