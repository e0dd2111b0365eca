import { Box, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { MESSAGES, messageText } from '../../../domain/messages';
import { ALL_RIGHTS } from '../../../domain/rights';
import type { AvailableAgency } from '../../../domain/user';
import { LABELS } from '../labels';
import { CheckboxGroup } from '../shared/CheckboxGroup';
import { FilterSelect } from '../shared/FilterSelect';
import { stationsOf } from '../shared/use-agencies';
import type { MembershipDraft } from './access-draft';

const RIGHT_OPTIONS = ALL_RIGHTS.map((right) => ({ value: right, label: right }));

export interface MembershipEditorProps {
  membership: MembershipDraft;
  agencies: readonly AvailableAgency[];
  onChange(next: MembershipDraft): void;
  onRemove(): void;
}

/** One membership: agency, optional sub-agency or station, the agency rights, an optional end date. */
export function MembershipEditor({ membership: m, agencies, onChange, onRemove }: MembershipEditorProps): ReactElement {
  const agency = agencies.find((a) => a.id === m.agencyId);
  // A membership in an agency the editor does not hold stays listed under its own name.
  const agencyOptions = [
    ...agencies.map((a) => ({ value: String(a.id), label: a.name })),
    ...(agency ? [] : [{ value: String(m.agencyId), label: m.agencyName }]),
  ];
  const stations = stationsOf(agency, m.subAgencyId);
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="3">
        <HStack gap="3" wrap="wrap" align="end">
          <FilterSelect
            label={LABELS.agency}
            value={String(m.agencyId)}
            options={agencyOptions}
            required
            onChange={(value) => {
              const next = agencies.find((a) => String(a.id) === value);
              if (next)
                onChange({ ...m, agencyId: next.id, agencyName: next.name, subAgencyId: null, stationId: null });
            }}
          />
          {agency && agency.sub_agencies.length > 0 ? (
            <FilterSelect
              label={LABELS.subAgency}
              value={m.subAgencyId ? String(m.subAgencyId) : ''}
              emptyLabel={MESSAGES.muWholeAgency}
              options={agency.sub_agencies.map((s) => ({ value: String(s.id), label: s.name }))}
              onChange={(value) => onChange({ ...m, subAgencyId: value ? Number(value) : null, stationId: null })}
            />
          ) : null}
          {stations.length > 0 ? (
            <FilterSelect
              label={LABELS.station}
              value={m.stationId ? String(m.stationId) : ''}
              emptyLabel={MESSAGES.muWholeAgency}
              options={stations.map((s) => ({ value: String(s.id), label: s.name }))}
              onChange={(value) => onChange({ ...m, stationId: value ? Number(value) : null })}
            />
          ) : null}
          <Field.Root width={{ base: 'full', sm: 'auto' }}>
            <Field.Label fontSize="xs" color="fg.muted">
              {MESSAGES.muExpiresOn}
            </Field.Label>
            <Input
              type="date"
              size="sm"
              value={m.expires}
              onChange={(e) => onChange({ ...m, expires: e.currentTarget.value })}
            />
          </Field.Root>
        </HStack>
        <CheckboxGroup
          legend={MESSAGES.muMembershipRights}
          options={RIGHT_OPTIONS}
          values={m.rights}
          onChange={(rights) => onChange({ ...m, rights })}
        />
        <Button size="xs" variant="ghost" colorPalette="red" alignSelf="start" onClick={onRemove}>
          {messageText('muRemoveMembership', { name: m.agencyName })}
        </Button>
      </Stack>
    </Box>
  );
}
