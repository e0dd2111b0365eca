/** Story decorator: components with router links render inside a one-route memory router. */
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { useState, type ComponentType, type ReactElement } from 'react';

export function withMemoryRouter(Story: ComponentType): ReactElement {
  return <MemoryRouter story={Story} />;
}

function MemoryRouter({ story: Story }: { story: ComponentType }): ReactElement {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => <Story /> }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    }),
  );
  return <RouterProvider router={router} />;
}
