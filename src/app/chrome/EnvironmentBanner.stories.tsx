import type { Meta, StoryObj } from '@storybook/react-vite';
import { EnvironmentBanner } from './EnvironmentBanner';

const meta = { title: 'Chrome/EnvironmentBanner', component: EnvironmentBanner } satisfies Meta<
  typeof EnvironmentBanner
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Local: Story = { args: { environment: 'local' } };
export const Dev: Story = { args: { environment: 'dev' } };
export const Staging: Story = { args: { environment: 'staging' } };
