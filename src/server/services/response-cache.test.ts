import { describe, expect, it } from 'vitest';
import { approximateBytes } from './cache-size';

describe('approximateBytes', () => {
  it('is the JSON length, binary parts counted by their bytes', () => {
    expect(approximateBytes({ a: 1 })).toBe('{"a":1}'.length);
    expect(approximateBytes({ body: Buffer.alloc(1000) })).toBe('{"body":0}'.length + 1000);
    expect(approximateBytes(undefined)).toBe(0);
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(approximateBytes(circular)).toBe(0);
  });
});
