import type { Meta, StoryObj } from '@storybook/react-vite';
import { paletteTheme } from '../../../ui/palette-theme';
import { ThemePreview } from './ThemePreview';

const meta = {
  title: 'System Admin/White labels/ThemePreview',
  component: ThemePreview,
  args: { theme: paletteTheme('compulse') },
} satisfies Meta<typeof ThemePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Compulse: Story = {};

export const DefaultTheme: Story = { args: { theme: paletteTheme('default') } };

export const FullPie: Story = {
  args: { theme: { ...paletteTheme('sbg'), pieChart: { innerRadius: 0, outerRadius: 90, showLabels: false } } },
};
