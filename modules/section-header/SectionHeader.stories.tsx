import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { headerOptions, headerTooltips, longOptions, noneDataset, zeroDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Layout/Section header',
  component: Preview,
  args: { options: headerOptions, dataset: noneDataset, title: 'CTV performance', tooltips: headerTooltips },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = {
  args: {
    options: longOptions,
    title: 'Programmatic, paid search, social and broadcast performance against goals and industry benchmarks',
  },
};
export const AllZeros: Story = { args: { dataset: zeroDataset } };
