import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModuleSettingsDialog } from './ModuleSettingsDialog';

const meta = {
  title: 'Layout editor/ModuleSettingsDialog',
  component: ModuleSettingsDialog,
  args: {
    open: true,
    onApply: () => undefined,
    onClose: () => undefined,
    module: {
      id: 'publishers',
      name: 'generic-table',
      title: 'Top publishers',
      dataSource: { method: 'breakdown', params: { dimension: 'publisher' } },
      breakpoints: 'Full',
      tooltips: [{ key: 'help.publishers', title: 'Publishers' }],
      options: { columns: ['Publisher', 'Impressions', 'Clicks'], perPage: 10, sortBy: 'Impressions' },
    },
  },
} satisfies Meta<typeof ModuleSettingsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table: title, one tooltip, options with paging and sorting. */
export const Table: Story = {};

/** A module saved without options: the form starts from the kind's initial options. */
export const InitialOptions: Story = {
  args: { module: { id: 'zips', name: 'table-list', dataSource: { method: 'geo-list' }, breakpoints: 'Half' } },
};

/** Tooltips and no-data tooltips with every field. */
export const WithTooltips: Story = {
  args: {
    module: {
      id: 'daily',
      name: 'line-chart',
      title: 'Daily delivery',
      dataSource: { method: 'daily' },
      tooltips: [
        { key: 'help.daily', title: 'Daily', message: 'Impressions per day.' },
        { key: 'help.ctr', mapKey: 'ClickThrough' },
      ],
      noDataTooltips: [{ key: 'nodata.daily', message: 'No delivery in this range.' }],
      options: { metrics: ['Impressions', 'Clicks'], smooth: true },
    },
  },
};

/** Options a shipped document got wrong: Apply shows the messages beside the fields. */
export const InvalidOptions: Story = {
  args: {
    module: {
      id: 'publishers',
      name: 'generic-table',
      title: 'Top publishers',
      options: { columns: ['Publisher'], perPage: 0, sortBy: 'Nope' },
    },
  },
};
