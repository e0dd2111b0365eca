import type { Meta, StoryObj } from '@storybook/react-vite';
import { previewOf } from '../../src/registry/ModulePreview';
import { denseDataset, denseOptions, geoDeviceDataset, geoDeviceOptions, zeroDataset } from './fixtures';
import definition from './index';

const Preview = previewOf(definition);

const meta = {
  title: 'Modules/Tables/Targeting list',
  component: Preview,
  args: { options: geoDeviceOptions, dataset: geoDeviceDataset, title: 'Targeting' },
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = { args: { size: { breakpoint: 'sm', columns: 12 } } };
export const DenseLongLabels: Story = { args: { dataset: denseDataset, options: denseOptions } };
export const AllZeros: Story = { args: { dataset: zeroDataset } };
