import { tagsMeet } from '@fittizia/contract';

interface Drop {
  seq: number;
  /** The tags dropped, or everything (a purge). */
  tags: ReadonlySet<string> | 'all';
}

/**
 * The recent drops of one cache, so that work begun before a drop is not kept after it: a public read or a page
 * render that started before a change and ends after it may hold what was true before, and is answered but not
 * kept when a drop since its start meets its tags. Take a `mark()` when the work starts; `metSince(mark, tags)`
 * when it ends.
 */
export class DropLog {
  #seq = 0;
  readonly #recent: Drop[] = [];
  readonly #keep: number;

  /** `keep`: how many drops are remembered; work older than them is never kept (it ran across too much). */
  constructor(keep = 256) {
    this.#keep = keep;
  }

  mark(): number {
    return this.#seq;
  }

  record(tags: ReadonlySet<string> | 'all'): void {
    this.#seq += 1;
    this.#recent.push({ seq: this.#seq, tags });
    if (this.#recent.length > this.#keep) this.#recent.shift();
  }

  /** Whether a drop recorded after `mark` meets `tags` (a purge of everything meets any). */
  metSince(mark: number, tags: Iterable<string>): boolean {
    if (mark >= this.#seq) return false;
    const oldest = this.#recent[0];
    if (!oldest || oldest.seq > mark + 1) return true;
    const list = [...tags];
    return this.#recent.some((drop) => drop.seq > mark && (drop.tags === 'all' || tagsMeet(list, drop.tags)));
  }
}
