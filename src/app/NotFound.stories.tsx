import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFound } from './NotFound';
import { withMemoryRouter } from './testing/with-memory-router';

const meta = { title: 'App/NotFound', component: NotFound, decorators: [withMemoryRouter] } satisfies Meta<
  typeof NotFound
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
