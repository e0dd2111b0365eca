/**
 * Measures besides impressions, clicks, cost and conversions that the additive breakdowns (zip, publisher,
 * device, daypart, hour) split too, so their rows add up to the day for these as well. Reach is not additive.
 */
export const SPLIT_EXTRAS = ['completions', 'engagements', 'households', 'responses'] as const;
