import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { createAppRouter } from './app/router/create-router';
import { preloadScreenFor } from './app/router/screens';
import { wireNetwork } from './app/wire-network';
import { appStore } from './state/store';
import './ui/fonts';

preloadScreenFor(window.location.pathname);
const router = createAppRouter({ context: { store: appStore } });
wireNetwork(appStore, router);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders store={appStore}>
      <App router={router} />
    </AppProviders>
  </StrictMode>,
);
