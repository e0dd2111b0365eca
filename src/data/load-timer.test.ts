import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadTimer } from './load-timer';

describe('load timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports navigation start to last request end, 500 ms after that end', () => {
    const report = vi.fn();
    const timer = createLoadTimer(report);
    timer.navigationStarted('/home', 100);
    timer.requestStarted();
    timer.requestStarted();
    timer.requestEnded(300);
    timer.requestEnded(450);
    vi.advanceTimersByTime(499);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledWith('/home', 350);
  });

  it('waits for a request that starts within the delay', () => {
    const report = vi.fn();
    const timer = createLoadTimer(report);
    timer.navigationStarted('/home', 0);
    timer.requestStarted();
    timer.requestEnded(100);
    vi.advanceTimersByTime(200);
    timer.requestStarted();
    timer.requestEnded(900);
    vi.advanceTimersByTime(500);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith('/home', 900);
  });
});
