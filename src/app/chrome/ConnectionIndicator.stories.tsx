import type { Meta, StoryObj } from '@storybook/react-vite';
import { connectionStatus } from '../../domain/connection';
import { ConnectionIndicator } from './ConnectionIndicator';

const meta = {
  title: 'Chrome/ConnectionIndicator',
  component: ConnectionIndicator,
  args: { status: connectionStatus(0, 20) },
} satisfies Meta<typeof ConnectionIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One story per state of 000 §4: (seconds since the last check, latency in ms). */
export const Great: Story = { args: { status: connectionStatus(0, 20) } };
export const Good: Story = { args: { status: connectionStatus(0, 80) } };
export const Fair: Story = { args: { status: connectionStatus(0, 130) } };
export const Poor: Story = { args: { status: connectionStatus(0, 190) } };
export const NoConnection: Story = { args: { status: connectionStatus(0, 250) } };
export const Bad: Story = { args: { status: connectionStatus(0, 500) } };
export const Waiting: Story = { args: { status: connectionStatus(2, 20) } };
export const Losing: Story = { args: { status: connectionStatus(6, 20) } };
export const Lost: Story = { args: { status: connectionStatus(12, 20) } };
