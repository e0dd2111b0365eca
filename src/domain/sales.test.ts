import { describe, expect, it } from 'vitest';
import {
  BUNDLE_PACKAGES,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  CLONE_REASON_LABELS,
  DO_NOT_CALL_REASON_LABELS,
  DO_NOT_CALL_REASONS,
  isSelectableOutcome,
  outcomeView,
  SALES_CHANNELS,
  SELECTABLE_OUTCOMES,
} from './sales';

describe('sales vocabularies', () => {
  it('lets reps pick the five named outcomes', () => {
    expect(SELECTABLE_OUTCOMES.map((outcome) => outcome.name)).toEqual([
      'ScheduledDemo',
      'WaitingOnDecisionMaker',
      'SpokeWithGatekeeper',
      'GaveBlindDemo',
      'LeftMessage',
    ]);
    expect(isSelectableOutcome('GaveBlindDemo')).toBe(true);
  });

  it('does not let reps pick other outcomes', () => {
    expect(isSelectableOutcome('Sold')).toBe(false);
    expect(isSelectableOutcome('MarkedDnc')).toBe(false);
    expect(isSelectableOutcome('Nonsense')).toBe(false);
  });

  it('gives every outcome a label, never its raw key where the key is not a word', () => {
    for (const outcome of CALL_OUTCOMES) {
      const view = outcomeView(outcome.name);
      expect(view.label).toBe(CALL_OUTCOME_LABELS[outcome.name as keyof typeof CALL_OUTCOME_LABELS]);
      expect(view.label).not.toMatch(/[a-z][A-Z]/);
      expect(view.color).toBe(outcome.color);
    }
    expect(outcomeView('Unknown')).toEqual({ label: 'Unknown', color: '#616161' });
  });

  it('labels every do-not-call and clone reason', () => {
    for (const reason of DO_NOT_CALL_REASONS) expect(DO_NOT_CALL_REASON_LABELS[reason]).toBeTruthy();
    expect(CLONE_REASON_LABELS.OneLocationMultipleMarkets).toBe('One location, several markets');
  });

  it('keeps the spec spellings of reasons, channels and packages', () => {
    expect(DO_NOT_CALL_REASONS).toContain('OutOfBusiness_WrongNumber');
    expect(SALES_CHANNELS).toContain('Shapiro Conference');
    expect(BUNDLE_PACKAGES).toEqual({ starter: 'Standard', intermediate: 'Increased', advanced: 'Optimal' });
  });
});
