import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../domain/layout/dataset';
import { glossaryFields } from './glossary-fields';

const dataset = (rows: Record<string, unknown>[]): Dataset => ({ rows, totals: null, meta: {} }) as unknown as Dataset;

describe('glossaryFields', () => {
  it("takes the metrics and fields a module's options and tooltips name, each once, in page order", () => {
    const modules = [
      { options: { barMetric: 'Impressions', lineMetric: 'ClickThrough', dimension: 'ShortDate', title: 'Daily' } },
      { options: { metric: 'Impressions' }, tooltips: [{ key: 'help.x' }, { key: 'Clicks', mapKey: 'Clicks' }] },
    ];
    expect(glossaryFields(modules, [undefined, undefined])).toEqual([
      'Impressions',
      'ClickThrough',
      'ShortDate',
      'Clicks',
    ]);
  });

  it("adds a table's data columns that carry a value when its options name no metric", () => {
    const rows = [
      { CreativeName: 'Banner', Impressions: 10, Sessions: 0, Calls: null },
      { CreativeName: 'Skyscraper', Impressions: 5, Sessions: 0, Calls: null },
    ];
    expect(glossaryFields([{ options: {} }], [dataset(rows)])).toEqual(['CreativeName', 'Impressions']);
    // Named metrics win: the data's other columns are not what the module shows.
    expect(glossaryFields([{ options: { metric: 'Clicks' } }], [dataset(rows)])).toEqual(['Clicks']);
  });
});
