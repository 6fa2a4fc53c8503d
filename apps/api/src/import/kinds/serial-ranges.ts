/** A range of serials, inclusive at both ends. */
export type SerialRange = { initialNumber: number; finalNumber: number };

/**
 * Ranges that never overlap, kept in order of their first serial, so the one holding a serial or
 * crossing a range is found by one binary search (a state holds thousands of lots at most).
 */
export class SerialRanges<Range extends SerialRange> {
  private readonly sorted: Range[];

  constructor(ranges: readonly Range[] = []) {
    this.sorted = [...ranges].sort((a, b) => a.initialNumber - b.initialNumber);
  }

  /** Index of the last range starting at or before `serial`, or -1. */
  private lastStartingBy(serial: number): number {
    let low = 0;
    let high = this.sorted.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if ((this.sorted[middle]?.initialNumber ?? 0) <= serial) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    return found;
  }

  /** The range holding `serial`. */
  holding(serial: number): Range | undefined {
    const range = this.sorted[this.lastStartingBy(serial)];
    return range && range.finalNumber >= serial ? range : undefined;
  }

  /**
   * A range sharing a serial with `range`: the last one starting by its end, since ranges that
   * never overlap end in the same order as they start.
   */
  crossing(range: SerialRange): Range | undefined {
    const candidate = this.sorted[this.lastStartingBy(range.finalNumber)];
    return candidate && candidate.finalNumber >= range.initialNumber ? candidate : undefined;
  }

  /** Adds a range that crosses none of those kept. */
  add(range: Range): void {
    this.sorted.splice(this.lastStartingBy(range.initialNumber) + 1, 0, range);
  }
}
