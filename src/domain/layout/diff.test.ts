import { describe, expect, it } from 'vitest';
import { diffLayouts, isLayoutChangeKind, summarizeChanges, type LayoutChange } from './diff';

type Doc = {
  components: { id: string; title?: string; modules: Record<string, unknown>[]; [k: string]: unknown }[];
  [k: string]: unknown;
};

/** Two sections: 'Performance' with four modules (one untitled) and 'Delivery' with a map. */
function base(): Doc {
  return {
    id: 'default-display',
    title: 'Display',
    tactic: 'display',
    type: 'default',
    Version: 0,
    config: { enableCampaignSelection: true, shouldUsingTabs: false },
    components: [
      {
        id: 'performance',
        type: 'grid',
        title: 'Performance',
        modules: [
          { id: 'totals', name: 'top-metrics', title: 'Totals', dataSource: { method: 'summary' } },
          { id: 'trend', name: 'line-chart', title: 'Daily trend', dataSource: { method: 'daily' } },
          {
            id: 'publishers',
            name: 'generic-table',
            title: 'Top publishers',
            breakpoints: 'Half',
            options: { columns: ['Publisher', 'Impressions'], perPage: 10 },
            tooltips: [{ key: 'Impressions', mapKey: 'Impressions' }],
          },
          { id: 'devices', name: 'pie-chart', dataSource: { method: 'breakdown' } },
        ],
      },
      {
        id: 'delivery',
        type: 'grid',
        title: 'Delivery',
        modules: [{ id: 'map', name: 'dma-map', title: 'Where', breakpoints: 'Full' }],
      },
    ],
  };
}

/** A copy of the base layout changed by `edit`. */
function edited(edit: (doc: Doc) => void): Doc {
  const doc = base();
  edit(doc);
  return doc;
}

const performance = (doc: Doc) => doc.components[0]!;
const delivery = (doc: Doc) => doc.components[1]!;
const mod = (doc: Doc, section: number, index: number): Record<string, unknown> =>
  doc.components[section]!.modules[index]!;
const diff = (edit: (doc: Doc) => void): LayoutChange[] => diffLayouts(base(), edited(edit));

describe('diffLayouts: documents', () => {
  it('finds nothing between equal layouts, whatever their key order', () => {
    const reordered = Object.fromEntries(Object.entries(base()).reverse());
    expect(diffLayouts(base(), reordered)).toEqual([]);
  });

  it('ignores what every save rewrites: Version, modified by and when, level and id', () => {
    const saved = edited((d) =>
      Object.assign(d, { id: 'agency-7', type: 'agency', Version: 4, LastModifiedBy: 'a@b.c' }),
    );
    expect(diffLayouts(base(), saved)).toEqual([]);
  });

  it('gives one document change when either side is not a layout', () => {
    const replaced = [{ kind: 'document', path: '', text: 'Whole document replaced' }];
    expect(diffLayouts(null, base())).toEqual(replaced);
    expect(diffLayouts({ components: 'no' }, base())).toEqual(replaced);
    expect(diffLayouts({ a: 1 }, { a: 2 })).toEqual(replaced);
    expect(diffLayouts(base(), { components: [{ id: 's', modules: [{ title: 'no id' }] }] })).toEqual(replaced);
  });

  it('finds nothing between equal non-layouts', () => {
    expect(diffLayouts(null, null)).toEqual([]);
    expect(diffLayouts({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});

describe('diffLayouts: sections', () => {
  it('names an added section at its after index, without moving the sections after it', () => {
    const changes = diff((d) => d.components.unshift({ id: 'new', type: 'grid', title: 'Audience', modules: [] }));
    expect(changes).toEqual([{ kind: 'section-added', path: 'components[0]', text: "Section 'Audience' added" }]);
  });

  it('names a removed section at its before index, with its modules', () => {
    expect(diff((d) => d.components.splice(1, 1))).toEqual([
      { kind: 'section-removed', path: 'components[1]', text: "Section 'Delivery' removed" },
      { kind: 'module-removed', path: 'components[1].modules[0]', text: "Module 'Where' removed from 'Delivery'" },
    ]);
  });

  it('reports a rename, naming an untitled section by its id', () => {
    expect(diff((d) => (performance(d).title = 'Results'))).toEqual([
      { kind: 'section-renamed', path: 'components[0]', text: "Section 'Performance' renamed to 'Results'" },
    ]);
    expect(diff((d) => delete delivery(d).title)[0]?.text).toBe("Section 'Delivery' renamed to 'delivery'");
  });

  it('reports a section moved with 1-based positions', () => {
    expect(diff((d) => d.components.reverse())).toEqual([
      { kind: 'section-moved', path: 'components[1]', text: "Section 'Performance' moved from position 1 to 2" },
    ]);
  });

  it('reports other section fields as a section change', () => {
    expect(diff((d) => Object.assign(delivery(d), { tactic: 'ott', type: 'controller' }))).toEqual([
      {
        kind: 'section-changed',
        path: 'components[1]',
        text: "Section 'Delivery': tactic unset → ott, type grid → controller",
      },
    ]);
  });
});

describe('diffLayouts: module order', () => {
  it('reports an added module only, not the modules it pushed down', () => {
    const changes = diff((d) => performance(d).modules.unshift({ id: 'x', name: 'venn-diagram' }));
    expect(changes).toEqual([
      {
        kind: 'module-added',
        path: 'components[0].modules[0]',
        text: "Module 'Audience overlap' added to 'Performance'",
      },
    ]);
  });

  it('reports a removed module at its before path only', () => {
    expect(diff((d) => performance(d).modules.splice(1, 1))).toEqual([
      {
        kind: 'module-removed',
        path: 'components[0].modules[1]',
        text: "Module 'Daily trend' removed from 'Performance'",
      },
    ]);
  });

  it('reports the one module that moved, not the ones it passed', () => {
    const changes = diff((d) => performance(d).modules.unshift(...performance(d).modules.splice(2, 1)));
    expect(changes).toEqual([
      {
        kind: 'module-moved',
        path: 'components[0].modules[0]',
        text: "Module 'Top publishers' moved from position 3 to 1 in 'Performance'",
      },
    ]);
  });

  it('reports a swap of neighbours as one move', () => {
    const changes = diff((d) => {
      const modules = performance(d).modules;
      [modules[0], modules[1]] = [modules[1]!, modules[0]!];
    });
    expect(changes.filter((c) => c.kind === 'module-moved')).toHaveLength(1);
  });

  it('reports a move plus an insertion without extra moves', () => {
    const changes = diff((d) => {
      const modules = performance(d).modules;
      modules.push(modules.shift()!);
      modules.splice(1, 0, { id: 'x', name: 'venn-diagram', title: 'Overlap' });
    });
    expect(changes.map((c) => c.text)).toEqual([
      "Module 'Overlap' added to 'Performance'",
      "Module 'Totals' moved from position 1 to 5 in 'Performance'",
    ]);
  });

  it('reports a move to another section naming both sections, at the after path', () => {
    const changes = diff((d) => delivery(d).modules.unshift(...performance(d).modules.splice(1, 1)));
    expect(changes).toEqual([
      {
        kind: 'module-moved',
        path: 'components[1].modules[0]',
        text: "Module 'Daily trend' moved from 'Performance' to position 1 in 'Delivery'",
      },
    ]);
  });

  it('reports a module moved out of a removed section as moved, not removed', () => {
    const changes = diff((d) => performance(d).modules.push(...d.components.splice(1, 1)[0]!.modules));
    expect(changes.map((c) => c.kind)).toEqual(['section-removed', 'module-moved']);
    expect(changes[1]?.text).toBe("Module 'Where' moved from 'Delivery' to position 5 in 'Performance'");
  });
});

describe('diffLayouts: module fields', () => {
  it('reports a widening at the breakpoint where the width changed', () => {
    expect(diff((d) => (mod(d, 0, 2).breakpoints = 'Full'))).toEqual([
      {
        kind: 'module-resized',
        path: 'components[0].modules[2]',
        text: "'Top publishers' widened from 6 to 12 columns (large screens)",
      },
    ]);
  });

  it('reads the kind default size for a module without breakpoints, and reports heights', () => {
    const changes = diff((d) => (mod(d, 0, 3).breakpoints = { lg: { w: 4, h: 8 }, sm: { w: 12 } }));
    expect(changes.map((c) => c.text)).toEqual([
      "'Pie chart' narrowed from 6 to 4 columns and height set to 8 rows (large screens)",
    ]);
  });

  it('reports a new column as a move on the grid', () => {
    const before = edited((d) => (mod(d, 0, 2).breakpoints = { lg: { w: 6, x: 0 }, sm: { w: 12 } }));
    const after = edited((d) => (mod(d, 0, 2).breakpoints = { lg: { w: 6, x: 6, y: 3 }, sm: { w: 12 } }));
    expect(diffLayouts(before, after)).toEqual([
      {
        kind: 'module-moved',
        path: 'components[0].modules[2]',
        text: "Module 'Top publishers' moved from column 1 to column 7 (large screens)",
      },
    ]);
  });

  it('names an untitled module by its kind title when renamed', () => {
    expect(diff((d) => (mod(d, 0, 3).title = 'Devices'))).toEqual([
      { kind: 'module-renamed', path: 'components[0].modules[3]', text: "Module 'Pie chart' renamed to 'Devices'" },
    ]);
  });

  it('reports disabling and enabling', () => {
    const disabled = edited((d) => (mod(d, 0, 1).disabled = true));
    expect(diffLayouts(base(), disabled)).toEqual([
      { kind: 'module-disabled', path: 'components[0].modules[1]', text: "'Daily trend' disabled" },
    ]);
    expect(diffLayouts(disabled, base())).toEqual([
      { kind: 'module-enabled', path: 'components[0].modules[1]', text: "'Daily trend' enabled" },
    ]);
  });

  it('reports options key by key, in key order', () => {
    const changes = diff((d) => {
      mod(d, 0, 2).options = { perPage: 25, columns: ['Publisher', 'Clicks'], sortDesc: true };
    });
    expect(changes).toEqual([
      {
        kind: 'module-options',
        path: 'components[0].modules[2]',
        text: "'Top publishers' options: columns [Publisher, Impressions] → [Publisher, Clicks], perPage 10 → 25, sortDesc unset → on",
      },
    ]);
  });

  it("compares options against the kind's initial options when a module has none", () => {
    expect(diff((d) => (mod(d, 0, 3).options = { metric: 'Impressions', dimension: 'Device', itemLimit: 5 }))).toEqual(
      [],
    );
    expect(diff((d) => (mod(d, 0, 3).options = { metric: 'Clicks', dimension: 'Device', itemLimit: 5 }))[0]?.text).toBe(
      "'Pie chart' options: metric Impressions → Clicks",
    );
  });

  it('says a nested option changed without printing it', () => {
    const changes = diff((d) => (mod(d, 0, 2).options = { columns: [{ key: 'Publisher' }], perPage: 10 }));
    expect(changes[0]?.text).toBe("'Top publishers' options: columns changed");
  });

  it('reports tooltips and no-data tooltips by key', () => {
    const changes = diff((d) => {
      mod(d, 0, 2).tooltips = [{ key: 'Impressions', mapKey: 'Impressions', title: 'Imps' }, { key: 'Clicks' }];
      mod(d, 0, 1).noDataTooltips = [{ key: 'NoDaily' }];
    });
    expect(changes).toEqual([
      {
        kind: 'module-tooltips',
        path: 'components[0].modules[1]',
        text: "'Daily trend' no-data tooltips: NoDaily added",
      },
      {
        kind: 'module-tooltips',
        path: 'components[0].modules[2]',
        text: "'Top publishers' tooltips: Clicks added, Impressions (Impressions) changed",
      },
    ]);
  });

  it('reports the kind, the data source and other fields as a module change', () => {
    const changes = diff((d) => {
      Object.assign(mod(d, 0, 1), { name: 'bar-chart', dataSource: { method: 'breakdown' }, breakpoints: 'Full' });
      mod(d, 0, 0).dataChecks = [{ path: 'rows', test: 'nonEmpty' }];
    });
    expect(changes).toEqual([
      { kind: 'module-changed', path: 'components[0].modules[0]', text: "'Totals': dataChecks changed" },
      {
        kind: 'module-options',
        path: 'components[0].modules[1]',
        text: "'Daily trend' options: dimension ShortDate → Device, metrics [Impressions, Clicks] → [Impressions], sortBy unset → Impressions, sortDesc unset → on",
      },
      {
        kind: 'module-changed',
        path: 'components[0].modules[1]',
        text: "'Daily trend': kind Line chart → Bar chart, data source daily → breakdown",
      },
    ]);
  });
});

describe('diffLayouts: page settings and order', () => {
  it('reports config flags and page fields as page settings', () => {
    const changes = diff((d) => {
      d.title = 'Display ads';
      Object.assign(d.config as object, { shouldUsingTabs: true, todayViewFilters: { sortBy: 'Pacing' } });
    });
    expect(changes).toEqual([
      { kind: 'config', path: 'title', text: 'Page settings: title Display → Display ads' },
      { kind: 'config', path: 'config', text: 'Page settings: shouldUsingTabs off → on' },
      { kind: 'config', path: 'config', text: 'Page settings: todayViewFilters changed' },
    ]);
  });

  it('lists sections, then modules (removed first, then in page order), then page settings', () => {
    const changes = diff((d) => {
      (d.config as Record<string, unknown>).pdfExport = true;
      mod(d, 1, 0).disabled = true;
      performance(d).modules.splice(0, 1);
      performance(d).title = 'Results';
      d.components.push({ id: 'more', type: 'grid', modules: [{ id: 'n', name: 'section-header' }] });
    });
    expect(changes.map((c) => [c.kind, c.path])).toEqual([
      ['section-renamed', 'components[0]'],
      ['section-added', 'components[2]'],
      ['module-removed', 'components[0].modules[0]'],
      ['module-disabled', 'components[1].modules[0]'],
      ['module-added', 'components[2].modules[0]'],
      ['config', 'config'],
    ]);
  });

  it('survives repeated ids by matching each occurrence once', () => {
    const twice = edited((d) => performance(d).modules.push({ id: 'totals', name: 'top-metrics', title: 'Again' }));
    expect(diffLayouts(base(), twice).map((c) => c.text)).toEqual(["Module 'Again' added to 'Performance'"]);
  });
});

describe('summarizeChanges', () => {
  const change = (text: string): LayoutChange => ({ kind: 'config', path: 'config', text });

  it("says 'No changes' for none", () => {
    expect(summarizeChanges([])).toBe('No changes');
  });

  it('joins up to three texts', () => {
    expect(summarizeChanges([change('a'), change('b'), change('c')])).toBe('a; b; c');
  });

  it('counts the rest', () => {
    expect(summarizeChanges(['a', 'b', 'c', 'd', 'e'].map(change))).toBe('a; b; c (+2 more)');
    expect(summarizeChanges(['a', 'b', 'c'].map(change), 1)).toBe('a (+2 more)');
  });
});

describe('isLayoutChangeKind', () => {
  it('knows the kinds and nothing else', () => {
    expect(isLayoutChangeKind('module-moved')).toBe(true);
    expect(isLayoutChangeKind('module-exploded')).toBe(false);
  });
});
