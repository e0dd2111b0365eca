/**
 * The registry contract: every kind of modules/index.ts is in the generated catalogue (manifest valid, options
 * schema compiled), its initial options validate, its definition loads under its own name, and its folder holds
 * fixtures, tests and the four stories, whose Default renders.
 */
import { composeStories } from '@storybook/react';
import type { Meta } from '@storybook/react-vite';
import { waitFor } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { KIND_CATALOG } from '../src/domain/layout/__generated__/catalog';
import { renderWithProviders } from '../tests/render-with-providers';
import { MODULE_LOADERS } from './index';

const DIR = import.meta.dirname;
const kinds = Object.keys(MODULE_LOADERS).sort();
const stories = import.meta.glob<{ default: Meta; [name: string]: unknown }>('./*/*.stories.tsx', { eager: true });
const REQUIRED_STORIES = ['Default', 'Narrow', 'DenseLongLabels', 'AllZeros'];

describe('module registry contract', () => {
  it('registers exactly the kinds that have a folder with a manifest', () => {
    const folders = fs
      .readdirSync(DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(DIR, d.name, 'manifest.json')))
      .map((d) => d.name)
      .sort();
    expect(kinds).toEqual(folders);
    expect(Object.keys(KIND_CATALOG).sort()).toEqual(folders);
  });

  describe.each(kinds)('%s', (kind) => {
    const folder = path.join(DIR, kind);
    const files = fs.readdirSync(folder);

    it('has its initial options valid against its schema', () => {
      const entry = KIND_CATALOG[kind]!;
      expect(entry.validate(entry.manifest.initialOptions), JSON.stringify(entry.validate.errors)).toBe(true);
    });

    it('loads a definition under its own name', async () => {
      const definition = (await MODULE_LOADERS[kind]!()).default;
      expect(definition.kind).toBe(kind);
      expect(typeof definition.transform).toBe('function');
    });

    it('has fixtures, a transform test and a view test', () => {
      expect(files).toContain('fixtures.ts');
      expect(files).toContain(`${kind}.schema.json`);
      expect(files.some((f) => f.endsWith('.test.ts'))).toBe(true);
      expect(files.some((f) => f.endsWith('.test.tsx'))).toBe(true);
    });

    it('has the four stories and its Default renders', async () => {
      const entry = Object.entries(stories).find(([file]) => file.startsWith(`./${kind}/`));
      expect(entry, `no story file in modules/${kind}`).toBeDefined();
      const composed = composeStories(entry![1]) as Record<string, ComponentType>;
      expect(Object.keys(composed)).toEqual(expect.arrayContaining(REQUIRED_STORIES));
      const Default = composed.Default!;
      const { container } = renderWithProviders(<Default />);
      await waitFor(() => expect(container.textContent?.trim()).not.toBe(''));
    });
  });
});
