import { HStack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogoThumb } from './LogoThumb';

const meta = {
  title: 'System Admin/Publisher logos/LogoThumb',
  component: LogoThumb,
  args: { name: 'Hulu', url: '/brand/publishers/hulu.svg' },
  // As the table shows it: the thumbnail beside the logo's name.
  render: (args) => (
    <HStack>
      <LogoThumb {...args} />
      <Text>{args.name}</Text>
    </HStack>
  ),
} satisfies Meta<typeof LogoThumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A served logo. */
export const Served: Story = {};

/** A logo that cannot be fetched falls back to the initial badge. */
export const Unreachable: Story = { args: { name: 'Local Now', url: '/api/images/missing.png' } };
