import type { Layout, LayoutConfig } from '../../domain/layout/validate';

type TodayFilters = NonNullable<LayoutConfig['todayViewFilters']>;

/**
 * The today view as a layout document: live campaigns' delivery so far today and the day's pacing. It goes
 * through the same validator and renderer as every tab; the tab layout's todayViewFilters narrow and sort it.
 */
export function todayLayout(filters: TodayFilters = {}): Layout {
  const filterBy = [
    ...(filters.campaignTypes?.length
      ? [{ field: 'CampaignType', op: 'in' as const, value: filters.campaignTypes }]
      : []),
    ...(filters.minPacing !== undefined ? [{ field: 'Pacing', op: 'gte' as const, value: filters.minPacing }] : []),
    ...(filters.maxPacing !== undefined ? [{ field: 'Pacing', op: 'lte' as const, value: filters.maxPacing }] : []),
  ];
  const sortBy = filters.sortBy === 'Impressions' ? 'Impressions' : undefined;
  return {
    id: 'today-view',
    tactic: 'today',
    title: 'Today',
    components: [
      {
        id: 'today',
        type: 'grid',
        modules: [
          {
            id: 'today-campaigns',
            name: 'generic-table',
            title: 'Live campaigns today',
            dataSource: { method: 'today-view' },
            breakpoints: 'Full',
            noDataTooltips: [{ key: 'today.none', message: 'No live campaign has delivered today yet.' }],
            options: {
              columns: ['CampaignName', 'Tactic', 'Impressions', 'DailyGoal', 'ExpectedByNow', 'Pacing'],
              perPage: 10,
              ...(filterBy.length ? { filterBy } : {}),
              ...(sortBy ? { sortBy, sortDesc: true } : {}),
            },
          },
        ],
      },
    ],
  };
}
