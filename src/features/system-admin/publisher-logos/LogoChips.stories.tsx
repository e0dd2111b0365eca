import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogoChips } from './LogoChips';

const meta = {
  title: 'System Admin/Publisher logos/LogoChips',
  component: LogoChips,
  args: {
    logoName: 'Roku Channel',
    noun: 'alias',
    values: ['roku', 'roku tv'],
    onAdd: () => Promise.resolve(),
    onRemove: () => Promise.resolve(),
  },
} satisfies Meta<typeof LogoChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logo's aliases, each removable, and the inline field to add one. */
export const Aliases: Story = {};

/** No prefixes yet: only the field. */
export const Empty: Story = { args: { noun: 'prefix', values: [] } };
