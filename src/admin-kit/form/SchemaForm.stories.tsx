import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { ApiError } from '../../data/api-error';
import { DEMO_THEME_SCHEMA } from '../testing/demo-data';
import { toast } from '../toast';
import type { JSONSchema } from './schema-fields';
import { SchemaForm } from './SchemaForm';

const PIXEL =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#2b6cb0"/></svg>',
  );

function ThemeForm({ serverError, readOnly }: { serverError?: unknown; readOnly?: boolean }): ReactElement {
  return (
    <Box maxW="lg">
      <SchemaForm
        schema={DEMO_THEME_SCHEMA as unknown as JSONSchema}
        value={{ code: 'compulse', name: 'Compulse', primary: '#1a5fb4', chartColors: ['#1a5fb4', '#e66100'] }}
        fields={{
          footer: { widget: 'textarea' },
          logo: { widget: 'image', onUpload: () => Promise.resolve(PIXEL) },
        }}
        messages={{ code: { pattern: 'Use lower-case letters and digits only.' } }}
        serverError={serverError}
        readOnly={readOnly}
        onCancel={() => toast.info('Cancelled')}
        onSubmit={() => toast.success('Theme saved.')}
      />
    </Box>
  );
}

const meta = { title: 'Admin kit/SchemaForm', component: ThemeForm } satisfies Meta<typeof ThemeForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Theme: Story = {};
export const ServerErrorOnField: Story = {
  args: { serverError: new ApiError('A theme with this code exists.', 409, { error: 'x', field: 'code' }) },
};
export const ServerErrorAbove: Story = { args: { serverError: new ApiError('Error occurred, please try again', 500) } };
export const ReadOnly: Story = { args: { readOnly: true } };
