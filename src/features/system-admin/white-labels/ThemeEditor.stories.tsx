import type { Meta, StoryObj } from '@storybook/react-vite';
import { withKitRouter } from '../../../admin-kit/testing/kit-router';
import { paletteTheme } from '../../../ui/palette-theme';
import { ThemeEditor } from './ThemeEditor';

const { code: _code, ...record } = paletteTheme('sbg');

const meta = {
  title: 'System Admin/White labels/ThemeEditor',
  component: ThemeEditor,
  decorators: [withKitRouter],
  args: {
    mode: 'edit',
    code: 'sbg',
    initial: { ...record, version: 1 },
    agencies: [{ id: 2, name: 'SBG Advertising' }],
    onSave: async (value) => ({
      theme: { ...record, ...value, code: 'sbg' },
      version: 2,
      updatedAt: null,
      updatedBy: null,
      agencies: [],
    }),
    onCancel: () => undefined,
  },
} satisfies Meta<typeof ThemeEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};

export const Create: Story = { args: { mode: 'create', code: '', initial: { ...record, code: '', name: '' } } };
