/**
 * The Chakra v3 system of one white-label theme: the theme's colours become a `brand` palette (so any
 * component takes `colorPalette="brand"`), its font becomes the heading and body font, and keyboard focus is
 * always visible. Toolbar text keeps the theme's colour unless it would be unreadable on the toolbar.
 */
import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs, type SystemContext } from '@chakra-ui/react';
// The default theme from its own entry, not `defaultConfig`: the module exporting that also builds Chakra's
// default system when it loads (about 50 ms of a slow machine's start-up), a system the portal never uses.
import { defaultThemeConfig } from '@chakra-ui/react/theme';
import type { ThemeRecord } from '../domain/theme';
import { readableText } from './contrast';
import { fontStack } from './fonts';

/** Mixes a colour with white (positive share of the colour, 0–100). */
function tint(color: string, percent: number): string {
  return `color-mix(in srgb, ${color} ${percent}%, white)`;
}

function shade(color: string, percent: number): string {
  return `color-mix(in srgb, ${color} ${percent}%, black)`;
}

/** Resolved colours the chrome uses directly (toolbar, footer) besides the Chakra tokens. */
export interface BrandColors {
  toolbar: string;
  toolbarText: string;
  footer: string;
  footerText: string;
  primary: string;
  primaryText: string;
}

export function brandColors(theme: ThemeRecord): BrandColors {
  const { colors } = theme;
  return {
    toolbar: colors.toolbar,
    toolbarText: readableText(colors.toolbar, colors.toolbarText),
    footer: colors.footer,
    footerText: readableText(colors.footer, '#333333'),
    primary: colors.primary,
    primaryText: readableText(colors.primary, '#ffffff'),
  };
}

let last: { key: string; system: SystemContext } | null = null;

/**
 * The Chakra system of a theme, built again only when the theme's content changes: the session check answers
 * with a new object for the theme a reload already started with (data/theme-memory.ts).
 */
export function systemFor(theme: ThemeRecord): SystemContext {
  const key = JSON.stringify(theme);
  if (last?.key !== key) last = { key, system: buildSystem(theme) };
  return last.system;
}

/**
 * The system of one theme. With `scope` (a CSS selector, e.g. the theme editor's preview) its tokens apply only
 * inside the elements it matches, with no reset and no page-wide styles, so a second theme can be shown inside
 * the page without recolouring the page around it.
 */
export function buildSystem(theme: ThemeRecord, scope?: string): SystemContext {
  const { colors } = theme;
  const brand = brandColors(theme);
  const font = fontStack(theme.font);
  const value = (token: string): { value: string } => ({ value: token });
  return createSystem(
    mergeConfigs(defaultBaseConfig, defaultThemeConfig),
    defineConfig({
      ...(scope ? { cssVarsRoot: scope, preflight: false } : {}),
      globalCss: {
        [scope ?? 'body']: { bg: 'bg.canvas', color: 'fg', fontFamily: 'body' },
        [scope ? `${scope} :focus-visible` : ':focus-visible']: {
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '2px',
        },
      },
      theme: {
        tokens: {
          fonts: { heading: value(font), body: value(font) },
          colors: {
            brand: {
              primary: value(colors.primary),
              error: value(colors.error),
              success: value(colors.success),
              warning: value(colors.warning),
              background: value(colors.background),
              toolbar: value(brand.toolbar),
              toolbarText: value(brand.toolbarText),
              footer: value(brand.footer),
              footerText: value(brand.footerText),
            },
          },
        },
        semanticTokens: {
          colors: {
            brand: {
              solid: value(colors.primary),
              contrast: value(brand.primaryText),
              fg: value(shade(colors.primary, 85)),
              muted: value(tint(colors.primary, 35)),
              subtle: value(tint(colors.primary, 15)),
              emphasized: value(tint(colors.primary, 50)),
              focusRing: value(colors.primary),
            },
            bg: { canvas: value(colors.background) },
          },
        },
      },
    }),
  );
}
