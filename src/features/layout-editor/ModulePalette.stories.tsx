import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModulePalette } from './ModulePalette';

const meta = {
  title: 'Layout editor/ModulePalette',
  component: ModulePalette,
  args: { open: true, onClose: () => undefined, onPick: () => undefined },
} satisfies Meta<typeof ModulePalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every registered kind by category; previews load as the cards scroll into view. */
export const Default: Story = {};
