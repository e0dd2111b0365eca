import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, stubFetch } from './testing/render-app';

const serve = () =>
  stubFetch((path) =>
    path === '/api/checkGoogleOAuthNew'
      ? jsonResponse({ valid: true, agencyName: 'Harbor Media', sharedBy: 'Avery Admin' })
      : jsonResponse({}),
  );

describe('a grant page opened inside another site (framed)', () => {
  it('shows the page alone, without the portal’s top bar and footer', async () => {
    serve();
    renderApp('/grant-google-access-new?gctnew=tok&agency=1&site=harbor&framed=true');
    expect(await screen.findByText(/Harbor Media asks for read access/)).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('keeps the chrome when the link is not framed', async () => {
    serve();
    renderApp('/grant-google-access-new?gctnew=tok&agency=1&site=harbor');
    expect(await screen.findByText(/Harbor Media asks for read access/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
