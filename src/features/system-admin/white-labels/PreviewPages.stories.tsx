import type { Meta, StoryObj } from '@storybook/react-vite';
import { paletteTheme } from '../../../ui/palette-theme';
import { PreviewDashboard } from './PreviewDashboard';
import { PreviewPdfPage } from './PreviewPdfPage';
import { PreviewSignIn } from './PreviewSignIn';

/** The three preview pages on their own (the theme editor shows them inside the edited theme's system). */
const meta = {
  title: 'System Admin/White labels/Preview pages',
  component: PreviewDashboard,
  args: { theme: paletteTheme('demo') },
} satisfies Meta<typeof PreviewDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dashboard: Story = {};

export const PdfPage: Story = { render: (args) => <PreviewPdfPage {...args} /> };

export const SignIn: Story = { render: (args) => <PreviewSignIn {...args} /> };
