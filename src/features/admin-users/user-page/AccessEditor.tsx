import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactElement } from 'react';
import { toast } from '../../../admin-kit';
import { MESSAGES } from '../../../domain/messages';
import { ALL_RIGHTS, ROLES } from '../../../domain/rights';
import { useAccessGroupChoices, useAdvertiserGroupChoices } from '../groups/api';
import { LABELS } from '../labels';
import { AdvertiserPicker } from '../shared/AdvertiserPicker';
import { CheckboxGroup } from '../shared/CheckboxGroup';
import { FilterSelect } from '../shared/FilterSelect';
import { useAgencies } from '../shared/use-agencies';
import type { UserAccess } from '../types';
import { useSaveAccess } from '../users/api';
import { draftOf, inputOf, type AccessDraft } from './access-draft';
import { GrantList } from './GrantList';
import { MembershipEditor } from './MembershipEditor';

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role.code, label: role.label }));
const RIGHT_OPTIONS = ALL_RIGHTS.map((right) => ({ value: right, label: right }));

export interface AccessEditorProps {
  userId: number;
  access: UserAccess;
  onDone(): void;
}

/**
 * The "Edit access" drawer's form: roles, permissions, memberships, groups and advertiser grants with end dates;
 * saved as one PUT of the whole set. The server's refusal (the delegation ceiling's 403 names what) shows on top.
 */
export function AccessEditor({ userId, access, onDone }: AccessEditorProps): ReactElement {
  const agencies = useAgencies();
  const save = useSaveAccess(userId);
  const accessGroups = useAccessGroupChoices();
  const advertiserGroups = useAdvertiserGroupChoices();
  const [draft, setDraft] = useState<AccessDraft>(() => draftOf(access));
  const [nextKey, setNextKey] = useState(draft.memberships.length);
  const set = (patch: Partial<AccessDraft>): void => setDraft((d) => ({ ...d, ...patch }));

  const groupOptions = [
    ...access.accessGroups
      .filter((g) => !accessGroups.data?.items.some((item) => item.id === g.id))
      .map((g) => ({ value: String(g.id), label: g.name })),
    ...(accessGroups.data?.items ?? []).map((g) => ({ value: String(g.id), label: `${g.name} · ${g.agencyName}` })),
  ];
  const advertiserGroupOptions = (advertiserGroups.data?.items ?? [])
    .filter((g) => !draft.advertiserGroups.some((held) => held.id === g.id))
    .map((g) => ({ value: String(g.id), label: `${g.name} · ${g.agencyName}` }));

  const addMembership = (): void => {
    const agency = agencies.find((a) => !draft.memberships.some((m) => m.agencyId === a.id)) ?? agencies[0];
    if (!agency) return;
    set({
      memberships: [
        ...draft.memberships,
        {
          key: nextKey,
          agencyId: agency.id,
          agencyName: agency.name,
          subAgencyId: null,
          stationId: null,
          rights: [],
          expires: '',
        },
      ],
    });
    setNextKey(nextKey + 1);
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    try {
      await save.mutateAsync(inputOf(draft));
      toast.success(MESSAGES.muAccessSaved);
      onDone();
    } catch {
      // Shown above the form (save.error).
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="5">
        {save.error ? (
          <Alert.Root status="error" size="sm" role="alert">
            <Alert.Indicator />
            <Alert.Title>{save.error.message}</Alert.Title>
          </Alert.Root>
        ) : null}
        <CheckboxGroup
          legend={LABELS.roles}
          options={ROLE_OPTIONS}
          values={draft.roles}
          onChange={(roles) => set({ roles })}
        />
        <CheckboxGroup
          legend={MESSAGES.muPermissions}
          options={RIGHT_OPTIONS}
          values={draft.permissions}
          onChange={(permissions) => set({ permissions })}
        />
        <Box>
          <Text fontWeight="semibold" fontSize="sm" mb="2">
            {LABELS.memberships}
          </Text>
          <Stack as="ul" listStyleType="none" gap="2">
            {draft.memberships.map((m) => (
              <MembershipEditor
                key={m.key}
                membership={m}
                agencies={agencies}
                onChange={(next) => set({ memberships: draft.memberships.map((x) => (x.key === m.key ? next : x)) })}
                onRemove={() => set({ memberships: draft.memberships.filter((x) => x.key !== m.key) })}
              />
            ))}
          </Stack>
          <Button size="xs" variant="outline" mt="2" onClick={addMembership} disabled={agencies.length === 0}>
            {MESSAGES.muAddMembership}
          </Button>
        </Box>
        {groupOptions.length > 0 ? (
          <CheckboxGroup
            legend={LABELS.accessGroups}
            options={groupOptions}
            values={draft.accessGroupIds.map(String)}
            onChange={(ids) => set({ accessGroupIds: ids.map(Number) })}
          />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {MESSAGES.muNoGroups}
          </Text>
        )}
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            {LABELS.advertiserGroups}
          </Text>
          <GrantList
            label={LABELS.advertiserGroups}
            items={draft.advertiserGroups}
            emptyText={LABELS.none}
            onExpires={(id, expires) =>
              set({ advertiserGroups: draft.advertiserGroups.map((g) => (g.id === id ? { ...g, expires } : g)) })
            }
            onRemove={(id) => set({ advertiserGroups: draft.advertiserGroups.filter((g) => g.id !== id) })}
          />
          {advertiserGroupOptions.length > 0 ? (
            <FilterSelect
              label={MESSAGES.muAddAdvertiserGroup}
              value=""
              emptyLabel="—"
              options={advertiserGroupOptions}
              onChange={(value) => {
                const group = advertiserGroups.data?.items.find((g) => String(g.id) === value);
                if (group)
                  set({
                    advertiserGroups: [...draft.advertiserGroups, { id: group.id, name: group.name, expires: '' }],
                  });
              }}
            />
          ) : null}
        </Stack>
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            {LABELS.advertisers}
          </Text>
          <GrantList
            label={LABELS.advertisers}
            items={draft.advertisers.map((a) => ({ id: a.advertiserId, name: a.name, expires: a.expires }))}
            emptyText={LABELS.none}
            onExpires={(id, expires) =>
              set({ advertisers: draft.advertisers.map((a) => (a.advertiserId === id ? { ...a, expires } : a)) })
            }
            onRemove={(id) => set({ advertisers: draft.advertisers.filter((a) => a.advertiserId !== id) })}
          />
          <AdvertiserPicker
            excludeIds={draft.advertisers.map((a) => a.advertiserId)}
            onPick={(a) =>
              set({ advertisers: [...draft.advertisers, { advertiserId: a.id, name: a.name, expires: '' }] })
            }
          />
        </Stack>
        <HStack gap="2" justify="end">
          <Button variant="outline" onClick={onDone} disabled={save.isPending}>
            {LABELS.cancel}
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {LABELS.save}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
