import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './download';

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
