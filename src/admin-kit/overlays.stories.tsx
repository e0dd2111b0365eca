import { Button, HStack, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactElement } from 'react';
import { ConfirmDialog, useConfirm } from './confirm';
import { FormDrawer } from './FormDrawer';
import { SchemaForm } from './form/SchemaForm';
import type { JSONSchema } from './form/schema-fields';
import { DEMO_THEME_SCHEMA } from './testing/demo-data';
import { toast } from './toast';

/** The pieces of an edit: the drawer with its form, the confirm before a removal, the toasts after. */
function Overlays({ drawer, dialog }: { drawer?: boolean; dialog?: boolean }): ReactElement {
  const [open, setOpen] = useState(drawer ?? false);
  const confirm = useConfirm();
  return (
    <>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" onClick={() => setOpen(true)}>
          Edit theme
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          onClick={() =>
            void confirm({
              title: 'Delete the theme sbg?',
              body: <Text>Hosts that pick sbg will show the agency theme instead. This cannot be undone.</Text>,
              confirmLabel: 'Delete',
              danger: true,
            }).then((yes) => (yes ? toast.success('Theme deleted.') : toast.info('Kept.')))
          }
        >
          Delete theme
        </Button>
        <Button size="sm" variant="ghost" onClick={() => toast.error('The theme could not be saved.')}>
          Show an error toast
        </Button>
      </HStack>
      <FormDrawer open={open} onOpenChange={setOpen} title="Edit theme compulse">
        <SchemaForm
          schema={DEMO_THEME_SCHEMA as unknown as JSONSchema}
          value={{ code: 'compulse', name: 'Compulse', primary: '#1a5fb4' }}
          onCancel={() => setOpen(false)}
          onSubmit={() => {
            setOpen(false);
            toast.success('Theme saved.');
          }}
        />
      </FormDrawer>
      <ConfirmDialog
        open={dialog ?? false}
        title="Revert this change?"
        message="The tooltip ctr-3 goes back to the text it had on 2026-11-20."
        confirmLabel="Revert"
        onConfirm={() => {}}
        onCancel={() => {}}
      />
    </>
  );
}

const meta = { title: 'Admin kit/Drawer, confirm and toast', component: Overlays } satisfies Meta<typeof Overlays>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Buttons: Story = {};
export const DrawerOpen: Story = { args: { drawer: true } };
export const ConfirmOpen: Story = { args: { dialog: true } };
