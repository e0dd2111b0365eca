import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withKitRouter } from '../../../admin-kit/testing/kit-router';
import { REPORT, STOPPED } from '../fixtures';
import { withReportData } from '../story-data';
import { draftOf } from './report-form';
import { ReportForm } from './ReportForm';

/** The report editor: every field of a report, the next five runs, Save, Send test now, Run now and Delete. */
const meta = {
  title: 'Reports admin/Report editor',
  component: ReportForm,
  decorators: [withReportData, withKitRouter],
  args: { initial: draftOf(REPORT), report: REPORT, onSaved: () => undefined, onDelete: () => undefined },
} satisfies Meta<typeof ReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A weekly report of one advertiser's display dashboard, with its next five runs across the November change. */
export const WeeklyReport: Story = {};
/** A stopped report says why above its fields. */
export const Stopped: Story = { args: { initial: draftOf(STOPPED), report: STOPPED } };
/** The editor on a phone (375 px): sections stack, nothing scrolls sideways. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <Box width="375px" borderWidth="1px" p="2">
        <Story />
      </Box>
    ),
  ],
};
