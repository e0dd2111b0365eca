import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { EXPLAIN_NO, EXPLAIN_YES } from '../fixtures';
import { ExplainResult } from './ExplainPath';

const meta = {
  title: 'Admin/Explain access',
  component: ExplainResult,
} satisfies Meta<typeof ExplainResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two paths: membership → sub-agency → advertiser group (with its end date) → advertiser, and a direct grant. */
export const Yes: Story = { args: { explanation: EXPLAIN_YES } };
/** No path: the summary says why not. */
export const No: Story = { args: { explanation: EXPLAIN_NO } };
/** The diagram on a phone (375 px): the chips wrap, nothing scrolls sideways. */
export const Phone: Story = {
  args: { explanation: EXPLAIN_YES },
  decorators: [
    (Story) => (
      <Box width="375px" borderWidth="1px" p="2">
        <Story />
      </Box>
    ),
  ],
};
/** A right granted by role and agency right. */
export const RightThroughRole: Story = {
  args: {
    explanation: {
      allowed: true,
      summary: 'Ann Lee holds SCREEN_USER_MGMT in Compulse Media.',
      paths: [
        [
          { kind: 'membership', id: 1, label: 'Compulse Media', expiresAt: '2027-06-30T00:00:00.000Z' },
          { kind: 'agencyRight', id: 'SCREEN_USER_MGMT', label: 'SCREEN_USER_MGMT' },
        ],
        [
          { kind: 'accessGroup', id: 4, label: 'User admins' },
          { kind: 'agencyRight', id: 'SCREEN_USER_MGMT', label: 'SCREEN_USER_MGMT' },
        ],
      ],
    },
  },
};
