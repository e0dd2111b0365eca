/**
 * Stories and tests of the kit: the component inside a one-route memory router that keeps search params as flat
 * strings, as the app's router does (src/app/router/search.ts), so list state can be read back from the URL.
 */
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRouter,
  type AnyRouter,
} from '@tanstack/react-router';
import { createElement, useState, type ComponentType, type ReactElement } from 'react';

function parseFlat(searchStr: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr));
}

function stringifyFlat(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A memory router showing `component` at `url` (default '/'). */
export function createKitRouter(component: ComponentType, url = '/'): AnyRouter {
  return createRouter({
    routeTree: createRootRoute({ component: () => createElement(component) }),
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch: parseFlat,
    stringifySearch: stringifyFlat,
  });
}

/** Story decorator: the story inside a flat-search memory router. */
export function withKitRouter(Story: ComponentType): ReactElement {
  return <KitRouter story={Story} />;
}

function KitRouter({ story }: { story: ComponentType }): ReactElement {
  const [router] = useState(() => createKitRouter(story));
  return <RouterProvider router={router} />;
}
