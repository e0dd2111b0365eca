import { useMemo, type ReactElement } from 'react';
import { SchemaForm, toast, type FieldConfig } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import subAgencySchema from '../../../../schemas/api/tenants/subagency.schema.json';
import type { SubAgencyInput, SubAgencyItem } from '../types';
import { useSaveSubAgency } from './tree-api';

const FIELDS: Record<string, FieldConfig> = {
  allowedEmailDomains: { widget: 'list', help: MESSAGES.aaDomainsHelp },
};

export interface SubAgencyFormProps {
  agencyId: number;
  /** The sub-agency edited; none for a new one. */
  editing?: SubAgencyItem;
  onDone(): void;
}

/** A new sub-agency or an edit of one (subagency.schema.json); an emptied domain list inherits (null). */
export function SubAgencyForm({ agencyId, editing, onDone }: SubAgencyFormProps): ReactElement {
  const save = useSaveSubAgency(agencyId);
  const value = useMemo(
    (): Record<string, unknown> =>
      editing
        ? {
            name: editing.name,
            ...(editing.allowed_email_domains ? { allowedEmailDomains: editing.allowed_email_domains } : {}),
          }
        : {},
    [editing],
  );
  return (
    <SchemaForm
      schema={subAgencySchema}
      value={value}
      fields={FIELDS}
      serverError={save.error}
      onCancel={onDone}
      onSubmit={async (draft) => {
        const domains = draft.allowedEmailDomains as string[] | undefined;
        const input: SubAgencyInput = {
          name: String(draft.name),
          allowedEmailDomains: domains?.length ? domains : null,
        };
        const saved = await save.mutateAsync({ id: editing?.id, input });
        toast.success(messageText('aaSubAgencySaved', { name: saved.name }));
        onDone();
      }}
    />
  );
}
