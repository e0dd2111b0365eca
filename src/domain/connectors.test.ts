import { describe, expect, it } from 'vitest';
import { connectionState, expiryFlag, CONNECTION_STATE_LABELS, CONNECTION_STATES } from './connectors';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 5, 15, 12);

describe('expiryFlag', () => {
  it('warns 14 days ahead, urgently 3 days ahead, and once expired', () => {
    expect(expiryFlag(null, NOW)).toBe('none');
    expect(expiryFlag(NOW + 15 * DAY, NOW)).toBe('none');
    expect(expiryFlag(NOW + 14 * DAY, NOW)).toBe('soon');
    expect(expiryFlag(NOW + 3 * DAY + 1, NOW)).toBe('soon');
    expect(expiryFlag(NOW + 3 * DAY, NOW)).toBe('urgent');
    expect(expiryFlag(NOW + 1, NOW)).toBe('urgent');
    expect(expiryFlag(NOW, NOW)).toBe('expired');
    expect(expiryFlag(NOW - DAY, NOW)).toBe('expired');
  });
});

describe('connectionState', () => {
  const base = { linked: true, credentialStatus: 'healthy' as const, backfillComplete: false, backfilling: false };

  it('shows a failed grant before anything else, then a running backfill, then whether data arrived', () => {
    expect(connectionState({ ...base, linked: false })).toBe('not_linked');
    expect(connectionState({ ...base, credentialStatus: 'needs_reauth', backfilling: true })).toBe('needs_reauth');
    expect(connectionState({ ...base, backfilling: true })).toBe('backfilling');
    expect(connectionState(base)).toBe('linked');
    expect(connectionState({ ...base, backfillComplete: true })).toBe('healthy');
    expect(connectionState({ ...base, credentialStatus: null, backfillComplete: true })).toBe('healthy');
  });

  it('has a label for every state', () => {
    for (const state of CONNECTION_STATES) expect(CONNECTION_STATE_LABELS[state]).toMatch(/^[A-Z]/);
  });
});
