import { describe, expect, it } from 'vitest';
import { connectionStatus, isInSync } from './connection';

describe('connectionStatus by staleness', () => {
  it('is lost over 10 seconds', () => {
    expect(connectionStatus(10.001, 10)).toEqual({ text: 'Lost Connection', color: 'red', bars: 0 });
  });

  it('is losing at exactly 10 seconds', () => {
    expect(connectionStatus(10, 10)).toEqual({ text: 'Loosing connection', color: 'yellow', bars: 0 });
  });

  it('is waiting at exactly 4 seconds', () => {
    expect(connectionStatus(4, 10)).toEqual({ text: 'Waiting', color: 'gray', bars: 0 });
  });

  it('falls back to latency at exactly 1 second', () => {
    expect(connectionStatus(1, 10).text).toBe('Great connection');
  });
});

describe('connectionStatus by latency', () => {
  it.each([
    [50, 'Great connection', 'green', 5],
    [51, 'Good connection', 'light-green', 4],
    [100, 'Good connection', 'light-green', 4],
    [150, 'Fair connection', 'light-green', 3],
    [200, 'Poor connection', 'yellow', 2],
    [201, 'No Connection', 'gray', 0],
    [300, 'No Connection', 'gray', 0],
    [301, 'Bad connection', 'red', 1],
  ])('shows %i ms as %s', (latency, text, color, bars) => {
    expect(connectionStatus(0, latency)).toEqual({ text, color, bars });
  });
});

describe('isInSync', () => {
  it('matches the path against the hash without its #', () => {
    expect(isInSync('/home', '#/home')).toBe(true);
  });

  it('is false when they differ', () => {
    expect(isInSync('/home', '#/orders')).toBe(false);
  });
});
