/**
 * The admin screens' test harness (issue 20 onwards): a stubbed server that records every call, the kernel's page
 * shape, a flat-search memory router with the app providers and a signed-in user, keyboard row actions, and the
 * kit's reset between tests. Each feature's own `testing.tsx` adds its fixtures and its signed-in user.
 */
import { RouterProvider } from '@tanstack/react-router';
import { act, configure, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useHydrateAtoms } from 'jotai/utils';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { expect, vi } from 'vitest';
import type { SessionUser } from '../../domain/user';
import { userAtom } from '../../state/session.atoms';
import { renderWithProviders } from '../../../tests/render-with-providers';
import { jsonResponse, stubFetch } from '../../../tests/stub-fetch';
import { dismissConfirm } from '../confirm';
import { adminToaster } from '../toast';
import { createKitRouter } from './kit-router';

// Two shared cores: the first render of a lazy screen and its drawer can take more than the default second.
configure({ asyncUtilTimeout: 5000 });

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export type Answer = (call: Call) => Response | undefined;

/** Stubs fetch: each request is recorded, `answer` replies (a 404 `{ error }` when it does not). */
export function fakeServer(answer: Answer): { calls: Call[] } {
  const calls: Call[] = [];
  stubFetch((path, init) => {
    const [pathname = '', search = ''] = path.split('?');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: pathname,
      query: Object.fromEntries(new URLSearchParams(search)),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    };
    calls.push(call);
    return answer(call) ?? jsonResponse({ error: `no stub for ${call.method} ${path}` }, 404);
  });
  return { calls };
}

/** A page of the kernel's list shape. */
export function pageOf<T>(items: T[], query: Record<string, string> = {}): Response {
  return jsonResponse({
    items,
    total: items.length,
    limit: Number(query.limit ?? 25),
    offset: Number(query.offset ?? 0),
  });
}

/**
 * Picks a row action with the keyboard (focus the ⋯ button, Enter, arrows to the item, Enter). Each key waits for
 * the menu to show its effect: on a busy machine the menu highlights its first item a little after it opens, and
 * pressing arrows before that moved past the wanted item, so Enter picked another action (a Delete confirm opened
 * where an Edit drawer was awaited).
 */
export async function pickRowAction(rowLabel: string, action: string): Promise<void> {
  const trigger = await screen.findByRole('button', { name: `Actions for ${rowLabel}` });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const item = await screen.findByRole('menuitem', { name: action });
  const menu = item.closest('[role="menu"]') ?? document.body;
  const current = () => menu.querySelector('[role="menuitem"][data-highlighted]');
  await waitFor(() => expect(current()).not.toBeNull());
  for (let i = 0; i < 6 && current() !== item; i++) {
    const before = current();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(current()).not.toBe(before));
  }
  expect(current()).toBe(item);
  await userEvent.keyboard('{Enter}');
}

/** Between tests: no question left open, no toast left over (the kit's toaster is one for the page). */
export function resetKit(): void {
  act(() => {
    dismissConfirm();
    adminToaster.remove();
  });
  vi.unstubAllGlobals();
}

/** Renders a screen at `url` for `user`. */
export function renderScreenAs(user: SessionUser, Screen: ComponentType, url = '/'): RenderResult {
  const router = createKitRouter(Screen, url);
  return renderWithProviders(
    <SignedIn user={user}>
      <RouterProvider router={router} />
    </SignedIn>,
  );
}

/** Puts `user` in the session for its children. */
export function SignedIn({ user, children }: { user: SessionUser; children: ReactNode }): ReactElement {
  useHydrateAtoms([[userAtom, user]]);
  return <>{children}</>;
}
