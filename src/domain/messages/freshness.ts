/**
 * Our texts for the "data through" line of dashboards, shared dashboards and exports (issue 27, helper D).
 * Parameters are written `{name}` (messageText). The line's own "Data through {date}" and "Last sync {date}" are
 * the connector screens' (csDataThrough, csLastSync): one text, once.
 */
export const FRESHNESS_MESSAGES = {
  freshnessLate: 'Data late: {sources}',
  freshnessSourceThrough: '{source} through {date}',
  freshnessSourceNoData: '{source}: no data yet',
  freshnessMoreLate: '{count} more',
  freshnessSourceCount: '{count} sources',
  freshnessBreakdownTitle: 'Data by source',
  freshnessBreakdownLabel: 'Show how fresh each source’s data is',
  freshnessFeedNoSync: 'Imported feed',
  freshnessNoDataYet: 'No data yet',
  freshnessNoSources: 'No source is delivering data for the campaigns in view.',
  freshnessUnavailable: 'How fresh the data is could not be checked.',
  freshnessChecking: 'Checking how fresh the data is',
  freshnessStatusOk: 'On time',
  freshnessStatusWarning: 'Late',
  freshnessStatusFailing: 'Overdue',
  // The workbook's Summary (helper E): the line's row label and the sources' column headers ("Source" is csFeedSource).
  freshnessColumnThrough: 'Last day of data',
  freshnessColumnStatus: 'Timeliness',
} as const;
