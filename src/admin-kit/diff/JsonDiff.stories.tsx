import type { Meta, StoryObj } from '@storybook/react-vite';
import { JsonDiff } from './JsonDiff';

const meta = { title: 'Admin kit/JsonDiff', component: JsonDiff } satisfies Meta<typeof JsonDiff>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Update: Story = {
  args: {
    before: { name: 'Compulse', colors: ['#1a5fb4', '#e66100'], logo: { url: '/api/images/a.png' }, footer: 'Old' },
    after: { name: 'Compulse Media', colors: ['#1a5fb4', '#26a269', '#c64600'], logo: { url: '/api/images/b.png' } },
  },
};
export const Creation: Story = {
  args: { before: null, after: { key: 'ctr', text: 'Clicks divided by impressions.' } },
};
export const NoChange: Story = { args: { before: { a: 1 }, after: { a: 1 } } };
