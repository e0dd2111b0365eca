import { describe, expect, it } from 'vitest';
import type { Dataset } from '../../domain/layout/dataset';
import { moduleReport, shownColumns, uniqueReports } from './report';

const dataset = (rows: Record<string, unknown>[], totals: Record<string, unknown> | null = null): Dataset =>
  ({ rows, totals, meta: {} }) as unknown as Dataset;

/** A breakdown row as the API answers it: every measure, most of them zero on a display tab. */
const row = (extra: Record<string, unknown>) => ({
  Impressions: 1_000,
  Clicks: 3,
  ClickThrough: 0.3,
  Sessions: 0,
  Calls: 0,
  Airings: 0,
  SpendVal: null,
  ...extra,
});

describe('moduleReport', () => {
  it("lists only the columns a table's options name, labelled for the tab, values labelled", () => {
    const report = moduleReport(
      {
        id: 'creative',
        name: 'generic-table',
        title: 'Creatives',
        options: { columns: ['CreativeName', 'Impressions', 'Clicks', 'ClickThrough'] },
      },
      dataset([row({ CreativeName: 'Spring 300x250', CreativeId: 7 }), row({ CreativeName: 'Fall 728x90' })]),
      ['DISPLAY'],
    );
    expect(report.table?.columns).toEqual([
      { key: 'CreativeName', label: 'Creative', format: 'text' },
      { key: 'Impressions', label: 'Imps', format: 'integer' },
      { key: 'Clicks', label: 'Clicks', format: 'integer' },
      { key: 'ClickThrough', label: 'CTR', format: 'percent' },
    ]);
    expect(report.table?.rows[0]).toEqual({
      CreativeName: 'Spring 300x250',
      Impressions: 1_000,
      Clicks: 3,
      ClickThrough: 0.3,
    });
  });

  it("gives a chart's table its dimension and metrics: no all-zero Sessions, Calls or Airings", () => {
    const report = moduleReport(
      { id: 'daypart', name: 'pie-chart', title: 'Dayparts', options: { metric: 'Impressions', dimension: 'Daypart' } },
      dataset([row({ Daypart: 'MidDay' }), row({ Daypart: 'ScheduledDemo' })]),
      ['DISPLAY'],
    );
    expect(report.table?.columns.map((column) => column.label)).toEqual(['Daypart', 'Imps']);
    expect(report.table?.rows.map((r) => r.Daypart)).toEqual(['Midday', 'Scheduled Demo']);
  });

  it('labels metrics per tactic and formats durations', () => {
    const report = moduleReport(
      { id: 'calls', name: 'bar-chart', title: 'Calls', options: { metrics: ['AvgCallDuration'], dimension: 'Day' } },
      dataset([{ Day: 'Monday', AvgCallDuration: 95 }]),
      ['CALLTRACKING'],
    );
    expect(report.table?.columns.find((column) => column.key === 'AvgCallDuration')?.format).toBe('duration');
  });

  it('keeps the figures of the metrics a module shows, in its order, from the totals', () => {
    const report = moduleReport(
      { id: 'top', name: 'top-metrics', options: { metrics: ['Clicks', 'Impressions', 'Pacing'] } },
      dataset([], { Impressions: 5_000, Clicks: 12, Sessions: 0, Calls: 0 }),
      ['DISPLAY'],
    );
    expect(report.title).toBe('Performance');
    expect(report.figures).toEqual([
      { key: 'Clicks', label: 'Clicks', value: 12, format: 'integer' },
      { key: 'Impressions', label: 'Imps', value: 5_000, format: 'integer' },
    ]);
    expect(report.table).toBeUndefined();
  });

  it('reports prose modules without figures or table, under a title', () => {
    const report = moduleReport(
      { id: 'summary-text', name: 'text-campaign-summary' },
      dataset([], { Impressions: 5_000 }),
      [],
    );
    expect(report).toEqual({
      id: 'summary-text',
      kind: 'text-campaign-summary',
      title: 'Campaign Summary',
      figures: [],
    });
  });

  it("names a campaign overview's campaigns, tactics and flights, not every raw field of the rows", () => {
    const report = moduleReport(
      { id: 'campaigns', name: 'campaign-overview', options: { metrics: ['Impressions'] } },
      dataset([
        {
          CampaignId: 1,
          CampaignName: 'raw',
          FriendlyName: 'Spring',
          CampaignType: 'OTT',
          Status: 'Live',
          ContractStartDate: '2026-05-01',
          ContractEndDate: '2026-06-30',
          LastModifiedDate: '2026-06-01',
          Impressions: 10,
        },
      ]),
      ['OTT'],
    );
    expect(report.table?.columns.map((column) => column.label)).toEqual([
      'Campaign',
      'Tactic',
      'Status',
      'Flight Start',
      'Flight End',
      'Imps',
    ]);
    expect(report.table?.rows[0]?.CampaignType).toBe('CTV');
  });

  it('lists places without figures once each, and records the rows a module shows', () => {
    const report = moduleReport(
      {
        id: 'where',
        name: 'targeting-list',
        options: { sections: [{ field: 'state', title: 'States' }], itemLimit: 1 },
      },
      dataset([row({ state: 'NY', ZipCode: '14166' }), row({ state: 'NY', ZipCode: '14060' }), row({ state: 'PA' })]),
      [],
    );
    expect(report.table?.rows).toEqual([{ state: 'NY' }, { state: 'PA' }]);
    expect(report.table?.shownRows).toBe(1);
  });
});

describe('shownColumns', () => {
  it('keeps what a row is and its non-zero figures when the options name nothing', () => {
    expect(shownColumns({}, [row({ Publisher: 'a', PublisherId: 3 })])).toEqual([
      'Impressions',
      'Clicks',
      'ClickThrough',
      'Publisher',
    ]);
  });
});

describe('uniqueReports', () => {
  it('leaves out a module that repeats an earlier one (the KPI row drawn twice)', () => {
    const figures = [{ key: 'Impressions', label: 'Imps', value: 5, format: 'integer' as const }];
    const reports = uniqueReports([
      { id: 'a', kind: 'top-metrics', title: 'Performance', figures },
      { id: 'b', kind: 'summary-controller', title: 'Performance', figures },
      { id: 'c', kind: 'text-campaign-summary', title: 'Campaign Summary', figures: [] },
      { id: 'd', kind: 'section-header', title: '', figures: [] },
    ]);
    expect(reports.map((report) => report.id)).toEqual(['a', 'c', 'd']);
  });
});
