import { describe, expect, it } from 'vitest';
import { dispositionFileName, exportButtons, exportFileName, exportTab } from './export-config';

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

describe('the name of a downloaded export', () => {
  it('reads RFC 5987 filename* first (en dashes kept), else the quoted filename', () => {
    const header =
      'attachment; filename="Riverside Auto Group - Display - 2026-10-24 to 2026-11-22.pdf"; ' +
      "filename*=UTF-8''Riverside%20Auto%20Group%20%E2%80%93%20Display%20%E2%80%93%202026-10-24%20to%202026-11-22.pdf";
    expect(dispositionFileName(header)).toBe('Riverside Auto Group – Display – 2026-10-24 to 2026-11-22.pdf');
    expect(dispositionFileName('attachment; filename="plain.xlsx"')).toBe('plain.xlsx');
    expect(dispositionFileName('attachment; filename="fallback.pdf"; filename*=UTF-8\'\'bad%E2%80')).toBe(
      'fallback.pdf',
    );
    expect(dispositionFileName('inline')).toBeNull();
  });
});
