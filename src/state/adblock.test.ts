import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR } from '../domain/messages';
import { markAdblockFromError } from './adblock';
import { adblockDetectedAtom } from './app.atoms';

describe('markAdblockFromError', () => {
  it('flags a Network Error outside bootstrap flows', () => {
    const store = createStore();
    expect(markAdblockFromError(new Error(NETWORK_ERROR), '?aid=1', store)).toBe(true);
    expect(store.get(adblockDetectedAtom)).toBe(true);
  });

  it.each(['?gct=x', '?gctnew=x', '?sharedToken=x'])('ignores a Network Error with %s', (search) => {
    const store = createStore();
    expect(markAdblockFromError(new Error(NETWORK_ERROR), search, store)).toBe(false);
    expect(store.get(adblockDetectedAtom)).toBe(false);
  });

  it('ignores other errors', () => {
    const store = createStore();
    expect(markAdblockFromError(new Error('Missing parameters'), '', store)).toBe(false);
  });
});
