import type { Meta, StoryObj } from '@storybook/react-vite';
import { AgencyModulesForm } from './AgencyModulesForm';
import { SAMPLE_KINDS } from './fixtures';

const meta = {
  title: 'System admin/AgencyModulesForm',
  component: AgencyModulesForm,
  args: { kinds: SAMPLE_KINDS, onSave: () => undefined, onCancel: () => undefined },
} satisfies Meta<typeof AgencyModulesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few kinds, one switched off. */
export const Default: Story = {};

/** While the change is being saved. */
export const Saving: Story = { args: { busy: true } };
