/**
 * jsdom setup for component tests and stories: jest-dom matchers, the browser APIs Chakra (Ark/Zag) reads that
 * jsdom lacks, and a fresh localStorage and DOM between tests.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setGuestToken } from '../src/data/token-store';

// Two cores and a dozen jsdom workers: a screen's first render can take longer than the default 1 s that findBy and
// waitFor allow, which made a green test fail now and then in CI. Waiting longer only matters when it would fail.
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: readonly number[] = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

globalThis.ResizeObserver ??= ResizeObserverStub;
globalThis.IntersectionObserver ??= IntersectionObserverStub;
window.scrollTo = (() => undefined) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView(): void {};

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // The tests of a file share one document and module graph: what a dialog left on the body (scroll lock, inert
  // siblings, portals) or a guest token left in memory would reach the next test.
  setGuestToken(null);
  for (const element of [document.body, document.documentElement]) {
    for (const name of ['style', 'data-scroll-lock', 'data-inert', 'aria-hidden', 'inert'])
      element.removeAttribute(name);
  }
  document.body.replaceChildren();
});
