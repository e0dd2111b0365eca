import { Badge, Button, CloseButton, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactElement } from 'react';
import { toast } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import { LABELS } from '../labels';
import { AdvertiserPicker } from '../shared/AdvertiserPicker';
import type { AdvertiserGroupDetail, AdvertiserGroupRow } from '../types';
import { advertiserGroupsApi } from './api';
import { FormFailure } from './FormFailure';
import { GroupBasics, basicErrors } from './GroupBasics';

/** Create an advertiser group, or edit one (its advertisers come from GET …/{id}). */
export function AdvertiserGroupEditor({ row, onDone }: { row?: AdvertiserGroupRow; onDone(): void }): ReactElement {
  const detail = advertiserGroupsApi.useOne(row?.id);
  if (row && !detail.data) return detail.isError ? <FormFailure error={detail.error} /> : <Skeleton height="64" />;
  return <AdvertiserGroupForm group={detail.data as AdvertiserGroupDetail | undefined} onDone={onDone} />;
}

function AdvertiserGroupForm({ group, onDone }: { group?: AdvertiserGroupDetail; onDone(): void }): ReactElement {
  const create = advertiserGroupsApi.useCreate();
  const update = advertiserGroupsApi.useUpdate();
  const [name, setName] = useState(group?.name ?? '');
  const [agencyId, setAgencyId] = useState<number | undefined>(group?.agencyId);
  const [advertisers, setAdvertisers] = useState(() =>
    (group?.advertisers ?? []).map((a) => ({ id: a.advertiserId, name: a.name })),
  );
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = checked ? basicErrors(name, agencyId) : {};

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(basicErrors(name, agencyId)).length > 0 || agencyId === undefined) return;
    setFailure(null);
    const trimmed = name.trim();
    const advertiserIds = advertisers.map((a) => a.id);
    try {
      if (group) await update.mutateAsync({ id: group.id, input: { name: trimmed, advertiserIds } });
      else await create.mutateAsync({ agencyId, name: trimmed, advertiserIds });
      toast.success(messageText(group ? 'muGroupSaved' : 'muGroupCreated', { name: trimmed }));
      onDone();
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        {failure ? <FormFailure error={failure} /> : null}
        <GroupBasics
          name={name}
          onName={setName}
          agencyId={agencyId}
          onAgency={group ? undefined : setAgencyId}
          agencyName={group?.agencyName}
          errors={errors}
        />
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            {MESSAGES.muGroupAdvertisers}
          </Text>
          {advertisers.length === 0 ? (
            <Text color="fg.muted" fontSize="sm">
              {MESSAGES.muGroupNoAdvertisers}
            </Text>
          ) : (
            <HStack as="ul" listStyleType="none" gap="2" wrap="wrap" aria-label={MESSAGES.muGroupAdvertisers}>
              {advertisers.map((a) => (
                <HStack as="li" key={a.id} gap="0">
                  <Badge variant="outline" size="lg" whiteSpace="normal">
                    {a.name}
                  </Badge>
                  <CloseButton
                    size="2xs"
                    aria-label={messageText('muRemoveGrant', { name: a.name })}
                    onClick={() => setAdvertisers(advertisers.filter((x) => x.id !== a.id))}
                  />
                </HStack>
              ))}
            </HStack>
          )}
          <AdvertiserPicker
            excludeIds={advertisers.map((a) => a.id)}
            onPick={(a) => setAdvertisers([...advertisers, { id: a.id, name: a.name }])}
          />
        </Stack>
        <HStack gap="2" justify="end">
          <Button variant="outline" onClick={onDone}>
            {LABELS.cancel}
          </Button>
          <Button type="submit" colorPalette="brand" loading={create.isPending || update.isPending}>
            {group ? LABELS.save : LABELS.create}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
