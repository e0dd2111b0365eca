import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOGIN_ERRORS } from '../../domain/messages';
import { paletteTheme } from '../../ui/palette-theme';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Auth/LoginPage',
  component: LoginForm,
  args: { theme: paletteTheme('compulse'), onSubmit: () => undefined },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithError: Story = { args: { error: LOGIN_ERRORS.FAILED_LOGIN } };

export const Busy: Story = { args: { busy: true } };
