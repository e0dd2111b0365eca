import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_THEME_COLORS } from '../../../domain/theme';
import { ContrastPanel } from './ContrastPanel';

const meta = {
  title: 'System Admin/White labels/ContrastPanel',
  component: ContrastPanel,
  args: { colors: DEFAULT_THEME_COLORS },
} satisfies Meta<typeof ContrastPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Readable: Story = {
  args: { colors: { ...DEFAULT_THEME_COLORS, primary: '#0b5394', toolbar: '#0b5394' } },
};

export const YellowPrimary: Story = { args: { colors: { ...DEFAULT_THEME_COLORS, primary: '#ffff00' } } };
