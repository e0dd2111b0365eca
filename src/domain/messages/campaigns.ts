/** Our texts for the campaign state calls (issue 23: hide, archive, rename, spend, audience); the spec's stay in spec.ts. */
export const CAMPAIGNS_MESSAGES = {
  campaignAlreadyHidden: 'The campaign is already hidden.',
  campaignNotHidden: 'The campaign is not hidden.',
  campaignNotArchived: 'Campaign {id} is not archived.',
  campaignNothingToArchive: 'Nothing to archive: no active campaign matches.',
  campaignDatesOutOfOrder: 'The end date must not be before the start date.',
  campaignDataEmpty:
    'Nothing to update: send at least one of name, friendlyName, startDate, endDate, impressionGoal, status.',
  campaignNameInvalid: "The {field} may hold letters, digits, spaces and ' & . - only.",
  campaignDateInvalid: 'The {field} must be a real date written yyyy-MM-dd.',
  campaignStatusUnknown: 'Unknown campaign status: {status}.',
  campaignArchiveNeedsCampaign: "Archiving with scope 'campaign' needs campaignId.",
  campaignArchiveNeedsType: "Archiving with scope 'tactic' needs campaignType.",
  campaignArchiveNeedsYear: "Archiving with scope 'year' needs year.",
} as const;
