import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, stubFetch } from './testing/render-app';

describe('the privacy policy, terms of use and help pages', () => {
  beforeEach(() => {
    stubFetch();
  });

  it.each([
    ['/privacy-policy', 'Privacy Policy', 'Cookies and local storage'],
    ['/terms-of-use', 'Terms of Use', 'Intellectual property'],
    ['/help', 'Help', 'Metric definitions'],
  ])('%s has its title, its sections and names the agency of the theme', async (path, title, section) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getAllByText(/account team/).length).toBeGreaterThan(0);
  });
});
