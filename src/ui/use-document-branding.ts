import { useEffect } from 'react';
import type { ThemeRecord } from '../domain/theme';

function ensureElement<T extends HTMLElement>(selector: string, create: () => T): T {
  const found = document.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  document.head.appendChild(element);
  return element;
}

/** Applies the theme to the document: favicon, theme-color meta, and a title of the page and the brand. */
export function useDocumentBranding(theme: ThemeRecord, pageTitle?: string): void {
  useEffect(() => {
    const icon = ensureElement('link[rel="icon"]', () => {
      const link = document.createElement('link');
      link.rel = 'icon';
      return link;
    });
    icon.href = theme.favicon;
    icon.type = theme.favicon.endsWith('.svg') ? 'image/svg+xml' : '';
    const meta = ensureElement('meta[name="theme-color"]', () => {
      const element = document.createElement('meta');
      element.name = 'theme-color';
      return element;
    });
    meta.content = theme.colors.primary;
  }, [theme.favicon, theme.colors.primary]);

  useEffect(() => {
    const brand = theme.companyName || theme.name;
    document.title = pageTitle ? `${pageTitle} | ${brand}` : brand;
  }, [theme.companyName, theme.name, pageTitle]);
}
