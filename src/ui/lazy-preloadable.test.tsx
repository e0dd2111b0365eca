import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MESSAGE, lazyPreloadable, useLoaded, withTimeout, type Preloadable } from './lazy-preloadable';

function Greeting({ name }: { name: string }): ReactElement {
  return <p>Hello {name}</p>;
}

/** A chunk load the test settles by hand. */
function deferredChunk(): {
  load: () => Promise<typeof Greeting>;
  resolve: () => void;
  reject: (error: Error) => void;
  calls: () => number;
} {
  let settle: { resolve: (c: typeof Greeting) => void; reject: (e: Error) => void } | null = null;
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return {
    load,
    resolve: () => settle?.resolve(Greeting),
    reject: (error) => settle?.reject(error),
    calls: () => load.mock.calls.length,
  };
}

class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null };
  static getDerivedStateFromError(error: Error): { message: string } {
    return { message: error.message };
  }
  override render(): ReactNode {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

function Placeholder({ part, enabled = true }: { part: Preloadable<{ name: string }>; enabled?: boolean }) {
  const Loaded = useLoaded(part, enabled);
  return Loaded ? <Loaded name="map" /> : <p>waiting</p>;
}

describe('withTimeout', () => {
  it('rejects with the chunk time-out message when the load takes too long', async () => {
    vi.useFakeTimers();
    try {
      const late = withTimeout(new Promise(() => undefined), 1000);
      const check = expect(late).rejects.toThrow(CHUNK_TIMEOUT_MESSAGE);
      await vi.advanceTimersByTimeAsync(1001);
      await check;
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes a value that arrives in time through', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000)).resolves.toBe(7);
  });
});

/** A lazy part whose chunk has been preloaded and has arrived. */
async function preloadedPart(): Promise<{
  Part: Preloadable<{ name: string }>;
  chunk: ReturnType<typeof deferredChunk>;
}> {
  const chunk = deferredChunk();
  const Part = lazyPreloadable(chunk.load);
  const preload = Part.preload();
  chunk.resolve();
  await preload;
  return { Part, chunk };
}

describe('lazyPreloadable', () => {
  it('renders a preloaded component in its first commit, with no fallback', async () => {
    const { Part, chunk } = await preloadedPart();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Part name="screen" />
      </Suspense>,
    );
    expect(screen.getByText('Hello screen')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
    expect(chunk.calls()).toBe(1);
  });

  it('suspends before the chunk arrives and shares one download between preload and render', async () => {
    const chunk = deferredChunk();
    const Part = lazyPreloadable(chunk.load);
    void Part.preload();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Part name="screen" />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    await act(async () => chunk.resolve());
    expect(await screen.findByText('Hello screen')).toBeInTheDocument();
    expect(chunk.calls()).toBe(1);
  });
});

describe('useLoaded', () => {
  it('gives null while the chunk loads, then the component, without suspending', async () => {
    const chunk = deferredChunk();
    const Part = lazyPreloadable(chunk.load);
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Placeholder part={Part} />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
    await act(async () => chunk.resolve());
    expect(screen.getByText('Hello map')).toBeInTheDocument();
    expect(Part.loaded()).toBe(Greeting);
  });

  it('renders an already loaded component at once', async () => {
    const { Part } = await preloadedPart();
    render(<Placeholder part={Part} />);
    expect(screen.getByText('Hello map')).toBeInTheDocument();
  });

  it('fetches nothing while disabled', () => {
    const chunk = deferredChunk();
    const Part = lazyPreloadable(chunk.load);
    render(<Placeholder part={Part} enabled={false} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(chunk.calls()).toBe(0);
  });

  it('throws a failed load to the nearest error boundary', async () => {
    const chunk = deferredChunk();
    const Part = lazyPreloadable(chunk.load);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <Boundary>
          <Placeholder part={Part} />
        </Boundary>,
      );
      await act(async () => chunk.reject(new Error(CHUNK_TIMEOUT_MESSAGE)));
      expect(screen.getByRole('alert')).toHaveTextContent(CHUNK_TIMEOUT_MESSAGE);
    } finally {
      quiet.mockRestore();
    }
  });
});
