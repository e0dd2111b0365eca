import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { adjustNetworkActivityAtom, networkActivityAtom, networkBusyAtom } from './network.atoms';

describe('network activity counter', () => {
  it('never drops below zero', () => {
    const store = createStore();
    store.set(adjustNetworkActivityAtom, -1);
    store.set(adjustNetworkActivityAtom, -1);
    expect(store.get(networkActivityAtom)).toBe(0);
  });

  it('counts pending requests up and down', () => {
    const store = createStore();
    store.set(adjustNetworkActivityAtom, 1);
    store.set(adjustNetworkActivityAtom, 1);
    store.set(adjustNetworkActivityAtom, -1);
    expect(store.get(networkActivityAtom)).toBe(1);
    expect(store.get(networkBusyAtom)).toBe(true);
  });
});
