import type { Meta, StoryObj } from '@storybook/react-vite';
import { messageText } from '../../../domain/messages';
import { PeriodPicker } from './PeriodPicker';

const meta = {
  title: 'System admin/Usage period picker',
  component: PeriodPicker,
  args: { onChoice: () => {}, onRange: () => {} },
} satisfies Meta<typeof PeriodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Preset: Story = { args: { choice: '30', from: '2026-10-26', to: '2026-11-24' } };
export const Custom: Story = { args: { choice: 'custom', from: '2026-11-01', to: '2026-11-24' } };
export const Refused: Story = {
  args: {
    choice: 'custom',
    from: '2026-11-24',
    to: '2026-11-01',
    problem: messageText('usageEndBeforeStart'),
  },
};
