import { Button } from '@chakra-ui/react';
import { useMemo, useState, type ReactElement } from 'react';
import { FormDrawer, SchemaForm, toast } from '../../../admin-kit';
import { formatPhone } from '../../../domain/format';
import { MESSAGES } from '../../../domain/messages';
import infoSchema from '../../../../schemas/api/tenants/advertiser-info.schema.json';
import { LABELS } from '../labels';
import { Fact, Section } from '../shared/Section';
import { SPEND_TYPE_FIELD } from '../shared/form-fields';
import type { AdvertiserInfo } from '../types';
import { useUpdateInfo } from './api';

/** The fields of advertiser-info.schema.json, in its order, with their titles. */
const INFO_FIELDS = { spend_type: SPEND_TYPE_FIELD };
const INFO_KEYS = Object.keys(infoSchema.properties) as (keyof typeof infoSchema.properties)[];

function shown(advertiser: AdvertiserInfo, name: string): string {
  const value = (advertiser as unknown as Record<string, unknown>)[name];
  if (value === null || value === undefined || value === '') return '—';
  if (name === 'phone') return advertiser.phone_display || formatPhone(String(value));
  return String(value);
}

/** The form's value: the stored fields the schema knows, without empty ones. */
function valueOf(advertiser: AdvertiserInfo): Record<string, unknown> {
  const source = advertiser as unknown as Record<string, unknown>;
  return Object.fromEntries(
    INFO_KEYS.flatMap((k) => (source[k] === null || source[k] === undefined ? [] : [[k, source[k]]])),
  );
}

/** Info (PUT /api/advertiserInfoUpdate/{id}); a field emptied in the form is sent as null, so it is cleared. */
export function InfoSection({ advertiser, canEdit }: { advertiser: AdvertiserInfo; canEdit: boolean }): ReactElement {
  const update = useUpdateInfo(advertiser.id);
  const [editing, setEditing] = useState(false);
  // One value per answer: a new object on every render would reset the form's draft.
  const initial = useMemo(() => valueOf(advertiser), [advertiser]);
  const submit = async (value: Record<string, unknown>): Promise<void> => {
    const cleared = Object.keys(initial).filter((k) => !(k in value) && k !== 'name' && k !== 'industry');
    await update.mutateAsync({ ...value, ...Object.fromEntries(cleared.map((k) => [k, null])) });
    toast.success(MESSAGES.laInfoSaved);
    setEditing(false);
  };
  return (
    <Section
      title={LABELS.info}
      actions={
        canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            {LABELS.edit}
          </Button>
        ) : null
      }
    >
      {INFO_KEYS.map((k) => (
        <Fact key={k} label={infoSchema.properties[k].title}>
          {shown(advertiser, k)}
        </Fact>
      ))}
      <FormDrawer open={editing} onOpenChange={setEditing} title={MESSAGES.laEditInfo}>
        {editing ? (
          <SchemaForm
            schema={infoSchema}
            value={initial}
            fields={INFO_FIELDS}
            serverError={update.error ?? undefined}
            onCancel={() => setEditing(false)}
            onSubmit={submit}
          />
        ) : null}
      </FormDrawer>
    </Section>
  );
}
