/**
 * What one response cache entry holds: the answer as a value until a route first serves it, then as its stored
 * bytes only (the value is dropped, so an entry is never held twice). A caller that needs the value of an entry
 * kept as bytes gets it parsed back from the JSON, a copy it may change freely.
 */
import { approximateBytes } from './cache-size';
import { StoredBody } from './stored-body';

export class CacheSlot {
  private value: unknown;
  private stored: StoredBody | null = null;
  private size: number | null = null;
  /** Told of every change of the slot's size while the cache holds it (unset once it is dropped). */
  onResize: ((delta: number) => void) | null = null;

  constructor(value: unknown) {
    this.value = value;
  }

  /** The answer: the value itself, or a fresh parse of the stored JSON. */
  read(): unknown {
    return this.stored ? this.stored.value() : this.value;
  }

  /** The answer's bytes, serialised now if this is the first time they are asked for. */
  body(): StoredBody {
    if (!this.stored) {
      const before = this.size;
      this.stored = StoredBody.of(this.value, (grown) => this.resize(grown));
      this.value = undefined;
      this.size = this.stored.bytes;
      if (before !== null) this.onResize?.(this.size - before);
    }
    return this.stored;
  }

  /** The bytes the slot holds: its stored forms, or the value's approximate JSON size (measured once). */
  get bytes(): number {
    this.size ??= this.stored ? this.stored.bytes : approximateBytes(this.value);
    return this.size;
  }

  private resize(delta: number): void {
    if (this.size === null) return;
    this.size += delta;
    this.onResize?.(delta);
  }
}
