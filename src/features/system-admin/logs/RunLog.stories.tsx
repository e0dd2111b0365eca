import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { LogScreen } from '../../../admin-kit';
import { withKitRouter } from '../../../admin-kit/testing/kit-router';
import { RUNS } from '../../../ui/run-log/fixtures';
import { RunDetail } from '../../../ui/run-log/RunDetail';
import { runLogConfig } from './run-log-config';

/** The log on fixed runs instead of GraphQL. */
function RunLog({ empty }: { empty?: boolean }): ReactElement {
  const config = {
    ...runLogConfig('Scheduled Reports Log', 'dashboard', (entry) => <RunDetail entry={entry} />),
    fetchPage: () =>
      Promise.resolve({ items: empty ? [] : RUNS, total: empty ? 0 : RUNS.length, limit: 25, offset: 0 }),
  };
  return <LogScreen config={config} />;
}

/** System Admin scheduled-reports-log: statuses in words, a failed run's cause, a held run. */
const meta = {
  title: 'System Admin/Scheduled reports log',
  component: RunLog,
  decorators: [withKitRouter],
} satisfies Meta<typeof RunLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Runs: Story = {};
export const Empty: Story = { args: { empty: true } };
