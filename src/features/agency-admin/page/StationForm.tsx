import { useMemo, useState, type ReactElement } from 'react';
import { SchemaForm, toast, type FieldConfig } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import stationSchema from '../../../../schemas/api/tenants/station.schema.json';
import type { StationInput, StationItem } from '../types';
import { useSaveStation, useSubAgencies } from './tree-api';

/** The sub-agency select: every sub-agency of the agency (one request, the server's largest page). */
const ALL_SUB_AGENCIES = { limit: '500', offset: '0' };

export interface StationFormProps {
  agencyId: number;
  /** The station edited; none for a new one. */
  editing?: StationItem;
  onDone(): void;
}

/** The select answers text; the schema wants the sub-agency's id as a number (or null: under the agency). */
function subAgencyIdOf(value: unknown): number | null {
  if (typeof value === 'number') return value;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : null;
}

/** A new station or an edit of one (station.schema.json), with the sub-agency it belongs to. */
export function StationForm({ agencyId, editing, onDone }: StationFormProps): ReactElement {
  const save = useSaveStation(agencyId);
  const subAgencies = useSubAgencies(agencyId, ALL_SUB_AGENCIES);
  const fields = useMemo(
    (): Record<string, FieldConfig> => ({
      subAgencyId: {
        widget: 'select',
        placeholder: MESSAGES.aaNoSubAgency,
        options: (subAgencies.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.name })),
      },
      allowedEmailDomains: { widget: 'list', help: MESSAGES.aaDomainsHelp },
    }),
    [subAgencies.data],
  );
  // The form's value is held here so the select's text becomes the id the schema wants as the user picks it.
  const [draft, setDraft] = useState((): Record<string, unknown> => {
    if (!editing) return {};
    return {
      name: editing.name,
      callSign: editing.call_sign,
      ...(editing.sub_agency_id !== null ? { subAgencyId: editing.sub_agency_id } : {}),
      ...(editing.allowed_email_domains ? { allowedEmailDomains: editing.allowed_email_domains } : {}),
    };
  });
  return (
    <SchemaForm
      schema={stationSchema}
      value={draft}
      fields={fields}
      serverError={save.error}
      onCancel={onDone}
      onChange={(next) => {
        const { subAgencyId, ...rest } = next;
        const id = subAgencyIdOf(subAgencyId);
        setDraft(id === null ? rest : { ...rest, subAgencyId: id });
      }}
      onSubmit={async (draft) => {
        const domains = draft.allowedEmailDomains as string[] | undefined;
        const input: StationInput = {
          name: String(draft.name),
          callSign: String(draft.callSign),
          subAgencyId: subAgencyIdOf(draft.subAgencyId),
          allowedEmailDomains: domains?.length ? domains : null,
        };
        const saved = await save.mutateAsync({ id: editing?.id, input });
        toast.success(messageText('aaStationSaved', { name: saved.name }));
        onDone();
      }}
    />
  );
}
