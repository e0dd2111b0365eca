import type { Meta, StoryObj } from '@storybook/react-vite';
import { RUNS } from './fixtures';
import { RunDetail } from './RunDetail';

/** One run opened: cause, trigger, period, files with size and SHA-256 prefix, recipients. */
const meta = { title: 'Reports admin/Run detail', component: RunDetail } satisfies Meta<typeof RunDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = { args: { entry: RUNS[0]! } };
export const Failed: Story = { args: { entry: RUNS[1]! } };
export const Held: Story = { args: { entry: RUNS[2]! } };
