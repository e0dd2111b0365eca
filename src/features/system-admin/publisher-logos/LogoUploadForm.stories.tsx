import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogoUploadForm } from './LogoUploadForm';

const meta = {
  title: 'System Admin/Publisher logos/LogoUploadForm',
  component: LogoUploadForm,
  args: { onSubmit: () => Promise.resolve(), onCancel: () => undefined },
} satisfies Meta<typeof LogoUploadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new logo: its name and a picture. */
export const NewLogo: Story = {};

/** A new picture for an existing logo: the name is fixed. */
export const NewPicture: Story = { args: { logoName: 'Roku Channel' } };
