import { useMemo, type ReactElement } from 'react';
import { SchemaForm, toast, type FieldConfig } from '../../../admin-kit';
import { KIT_TEXTS } from '../../../admin-kit/texts';
import { MESSAGES, messageText } from '../../../domain/messages';
import agencySchema from '../../../../schemas/api/tenants/agency.schema.json';
import { useUpdateAgency } from '../api';
import { timeZoneOptions } from '../shared';
import type { Agency } from '../types';
import { ProductsEditor } from './ProductsEditor';
import { Section } from './Section';
import { changedSettings, settingsValue } from './settings-form';
import { LABELS } from '../labels';

const SPEND_TYPES = ['CPM', 'MARKUP', 'FLAT'];

export interface SettingsSectionProps {
  agency: Agency;
  superuser: boolean;
}

/** The agency's settings on agency.schema.json; a save sends only what changed. */
export function SettingsSection({ agency, superuser }: SettingsSectionProps): ReactElement {
  const update = useUpdateAgency(agency.id);
  const value = useMemo(() => settingsValue(agency), [agency]);
  const fields = useMemo(
    (): Record<string, FieldConfig> => ({
      time_zone: { options: timeZoneOptions(agency.time_zone) },
      // Only a superuser changes the root domain (the header shows it to everyone).
      root_domain: { widget: 'text', hidden: !superuser },
      mail_from_name: { widget: 'text' },
      mail_from_address: { widget: 'text' },
      allowed_email_domains: { widget: 'list', help: MESSAGES.aaDomainsHelp },
      default_spend_type: { options: SPEND_TYPES },
      default_markup: { widget: 'number' },
      products: { hidden: true },
    }),
    [agency.time_zone, superuser],
  );
  return (
    <Section title={LABELS.settings}>
      <SchemaForm
        schema={agencySchema}
        value={value}
        fields={fields}
        serverError={update.error}
        onSubmit={async (draft) => {
          const changes = changedSettings(agency, draft, superuser);
          if (Object.keys(changes).length === 0) {
            toast.success(KIT_TEXTS.noChanges);
            return;
          }
          const saved = await update.mutateAsync(changes);
          toast.success(messageText('aaSaved', { name: saved.name }));
        }}
      />
      <ProductsEditor agency={agency} />
    </Section>
  );
}
