import { Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactElement } from 'react';
import { toast } from '../../../admin-kit';
import { messageText } from '../../../domain/messages';
import { ALL_RIGHTS } from '../../../domain/rights';
import { LABELS } from '../labels';
import { CheckboxGroup } from '../shared/CheckboxGroup';
import type { AccessGroupDetail, AccessGroupRow } from '../types';
import { accessGroupsApi } from './api';
import { FormFailure } from './FormFailure';
import { GroupBasics, basicErrors } from './GroupBasics';
import { MembersPicker } from './MembersPicker';

const RIGHT_OPTIONS = ALL_RIGHTS.map((right) => ({ value: right, label: right }));

/** Create an access group, or edit one (its members come from GET …/{id}). */
export function AccessGroupEditor({ row, onDone }: { row?: AccessGroupRow; onDone(): void }): ReactElement {
  const detail = accessGroupsApi.useOne(row?.id);
  if (row && !detail.data) return detail.isError ? <FormFailure error={detail.error} /> : <Skeleton height="64" />;
  return <AccessGroupForm group={detail.data as AccessGroupDetail | undefined} onDone={onDone} />;
}

function AccessGroupForm({ group, onDone }: { group?: AccessGroupDetail; onDone(): void }): ReactElement {
  const create = accessGroupsApi.useCreate();
  const update = accessGroupsApi.useUpdate();
  const [name, setName] = useState(group?.name ?? '');
  const [agencyId, setAgencyId] = useState<number | undefined>(group?.agencyId);
  const [rights, setRights] = useState<string[]>(group?.rights ?? []);
  const [memberIds, setMemberIds] = useState<number[]>(() => (group?.members ?? []).map((m) => m.userId));
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const errors = checked ? basicErrors(name, agencyId) : {};

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(basicErrors(name, agencyId)).length > 0 || agencyId === undefined) return;
    setFailure(null);
    try {
      const trimmed = name.trim();
      if (group) await update.mutateAsync({ id: group.id, input: { name: trimmed, rights, memberIds } });
      else {
        const created = await create.mutateAsync({ agencyId, name: trimmed, rights });
        // The create call takes no members: they are added to the new group at once.
        if (memberIds.length > 0)
          await update.mutateAsync({ id: created.id, input: { name: trimmed, rights, memberIds } });
      }
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
          onAgency={
            group
              ? undefined
              : (id) => {
                  setAgencyId(id);
                  setMemberIds([]);
                }
          }
          agencyName={group?.agencyName}
          errors={errors}
        />
        <CheckboxGroup legend={LABELS.rights} options={RIGHT_OPTIONS} values={rights} onChange={setRights} />
        <MembersPicker agencyId={agencyId} memberIds={memberIds} onChange={setMemberIds} />
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
