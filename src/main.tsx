import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders, createQueryClient } from './app/AppProviders';
import { createAppRouter } from './app/router/create-router';
import { prefetchScreenData, preloadScreenFor } from './app/router/screens';
import { startSession } from './app/use-auth-bootstrap';
import { wireNetwork } from './app/wire-network';
import { setBatching } from './data/rest-client';
import { rememberedTheme } from './data/theme-memory';
import { hostThemeCode } from './features/auth/session-actions';
import { themeAtom } from './state/session.atoms';
import { appStore } from './state/store';
import './ui/fonts';

// The agency's colours from the last visit, until the session check confirms them (data/theme-memory.ts).
const remembered = rememberedTheme(hostThemeCode());
if (remembered) appStore.set(themeAtom, remembered);
preloadScreenFor(window.location.pathname);
const router = createAppRouter({ context: { store: appStore } });
wireNetwork(appStore, router);
// The data calls of one tick (a dashboard's first paint, a new range) go as one batch (data/batcher.ts).
setBatching(true);
// The session check goes out now, before the first render rather than after it, and the opened screen's
// first data beside it (features/dashboard/prefetch.ts).
const session = startSession(appStore);
const queryClient = createQueryClient();
const prefetched = prefetchScreenData(window.location, session.user, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The first render builds the agency's theme and renders the shell: about 150 ms of a slow machine's main thread.
// On the dashboard it starts once the prefetch's calls are out, the modules' requests included, and the modules'
// code has loaded, or after FIRST_RENDER_WAIT_MS at most (screens.ts), so they are not queued behind that work.
void prefetched.finally(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders store={appStore} queryClient={queryClient}>
        <App router={router} session={session.settled} />
      </AppProviders>
    </StrictMode>,
  ),
);
