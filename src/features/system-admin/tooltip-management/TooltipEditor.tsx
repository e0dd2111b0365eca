import { Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { SchemaForm, toast } from '../../../admin-kit';
import { MISSING_TOOLTIP_KEY, messageText } from '../../../domain/messages';
import tooltipSchema from '../../../../schemas/api/system/tooltip.schema.json';
import { TooltipPreview } from './TooltipPreview';
import { tooltipApi, type TooltipRow } from './tooltip-api';

const FIELDS = { message: { widget: 'textarea' as const } };
/** Editing, the key is shown above the form and never changes: the field is hidden but still validated. */
const EDIT_FIELDS = { ...FIELDS, key: { hidden: true } };
const MESSAGES = {
  key: { required: MISSING_TOOLTIP_KEY, minLength: MISSING_TOOLTIP_KEY, pattern: MISSING_TOOLTIP_KEY },
};

export interface TooltipEditorProps {
  /** The row to edit; absent to create one. */
  row?: TooltipRow;
  onDone: () => void;
}

/** Create or edit one tooltip with the shared schema, and see it as a dashboard will show it. */
export function TooltipEditor({ row, onDone }: TooltipEditorProps): ReactElement {
  const create = tooltipApi.useCreate();
  const update = tooltipApi.useUpdate();
  const mutation = row ? update : create;
  const [draft, setDraft] = useState<Record<string, unknown>>(
    row ? { key: row.key, title: row.title, message: row.message } : { key: '', title: '', message: '' },
  );
  const previewKey = row?.key ?? String(draft.key ?? '');

  const submit = async (value: Record<string, unknown>): Promise<void> => {
    const title = String(value.title ?? '');
    const message = String(value.message ?? '');
    if (row) await update.mutateAsync({ id: row.key, input: { title, message } });
    else await create.mutateAsync({ key: String(value.key ?? ''), title, message });
    toast.success(messageText(row ? 'tooltipSaved' : 'tooltipCreated'));
    onDone();
  };

  return (
    <Stack gap="5">
      {row ? (
        <Text fontFamily="mono" fontSize="sm">
          {row.key}
        </Text>
      ) : null}
      <SchemaForm
        schema={tooltipSchema}
        value={draft}
        onChange={setDraft}
        fields={row ? EDIT_FIELDS : FIELDS}
        messages={MESSAGES}
        serverError={mutation.error}
        submitLabel={row ? 'Save' : 'Create'}
        onSubmit={submit}
        onCancel={onDone}
      />
      <TooltipPreview tooltipKey={previewKey} title={String(draft.title ?? '')} message={String(draft.message ?? '')} />
    </Stack>
  );
}
