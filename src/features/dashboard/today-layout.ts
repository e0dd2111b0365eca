import type { Layout } from '../../domain/layout/validate';

/**
 * The today view as a layout document: live campaigns' delivery so far today and the day's pacing. It goes
 * through the same validator and renderer as every tab; the layout's todayViewFilters narrow its rows.
 */
export const TODAY_LAYOUT: Layout = {
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
          },
        },
      ],
    },
  ],
};
