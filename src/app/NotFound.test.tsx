import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_NOT_FOUND } from '../domain/messages';
import { renderApp, stubFetch } from './testing/render-app';
import { testUser } from './testing/fixtures';

describe('unknown paths', () => {
  beforeEach(() => {
    stubFetch();
  });

  it('shows Page not found. with a link to the home page', async () => {
    renderApp('/no/such/page', { user: testUser() });
    expect(await screen.findByRole('heading', { name: PAGE_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home?recent=true');
  });
});
