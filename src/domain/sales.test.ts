import { describe, expect, it } from 'vitest';
import { BUNDLE_PACKAGES, CALL_OUTCOMES, DO_NOT_CALL_REASONS, SALES_CHANNELS, isSelectableOutcome } from './sales';

describe('sales vocabularies', () => {
  it('lets reps pick the five named outcomes', () => {
    expect(CALL_OUTCOMES.map((outcome) => outcome.name)).toEqual([
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
  });

  it('keeps the spec spellings of reasons, channels and packages', () => {
    expect(DO_NOT_CALL_REASONS).toContain('OutOfBusiness_WrongNumber');
    expect(SALES_CHANNELS).toContain('Shapiro Conference');
    expect(BUNDLE_PACKAGES).toEqual({ starter: 'Standard', intermediate: 'Increased', advanced: 'Optimal' });
  });
});
