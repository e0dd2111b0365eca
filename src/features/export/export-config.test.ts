import { describe, expect, it } from 'vitest';
import { exportButtons, exportFileName, exportTab } from './export-config';

describe('layout config of the export buttons', () => {
  it('export flags show their buttons, DevOnly and LocalOnly only in those environments', () => {
    const config = {
      pdfExport: true,
      pptExport: true,
      pptExportDevOnly: true,
      xlsExport: true,
      xlsExportLocalOnly: true,
    };
    expect(exportButtons(config, 'production')).toEqual(['pdf']);
    expect(exportButtons(config, 'dev')).toEqual(['pdf', 'ppt']);
    expect(exportButtons(config, 'local')).toEqual(['pdf', 'ppt', 'xls']);
    expect(exportButtons({}, 'local')).toEqual([]);
  });

  it('fileNameTemplate names the export, exportTab picks the tab exported', () => {
    const values = { advertiser: 'Riverside Auto', tab: 'ott', start: '2026-05-01', end: '2026-05-31' };
    expect(exportFileName({ fileNameTemplate: '{advertiser} {tab} {start}-{end}' }, values)).toBe(
      'Riverside Auto ott 2026-05-01-2026-05-31',
    );
    expect(exportFileName({ fileNameTemplate: '{advertiser}: report' }, { ...values, advertiser: 'A/B' })).toBe(
      'A-B- report',
    );
    const order = { ...values, tab: 'ordersummary', order: 'Spring Sale' };
    expect(exportFileName({ fileNameTemplate: '{advertiser} – {order} – {start}' }, order)).toBe(
      'Riverside Auto – Spring Sale – 2026-05-01',
    );
    expect(exportFileName({ fileNameTemplate: '{advertiser}{order}' }, values)).toBe('Riverside Auto');
    expect(exportTab({ exportTab: 'summary' }, 'ott')).toBe('summary');
    expect(exportTab({}, 'ott')).toBe('ott');
  });
});
