import { describe, expect, it } from 'vitest';
import { isTokenExpired, refreshFailureAction } from './token';

describe('isTokenExpired', () => {
  it('is expired with 59 seconds left', () => {
    expect(isTokenExpired(1_059, 1_000)).toBe(true);
  });

  it('is valid with exactly 60 seconds left', () => {
    expect(isTokenExpired(1_060, 1_000)).toBe(false);
  });

  it('is expired after its expiry', () => {
    expect(isTokenExpired(900, 1_000)).toBe(true);
  });
});

describe('refreshFailureAction', () => {
  it('logs out on 400 and 401', () => {
    expect(refreshFailureAction(400)).toBe('logout');
    expect(refreshFailureAction(401)).toBe('logout');
  });

  it('throws on other failures', () => {
    expect(refreshFailureAction(500)).toBe('throw');
  });
});
