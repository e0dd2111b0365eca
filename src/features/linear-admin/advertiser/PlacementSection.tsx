import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { toast, useConfirm } from '../../../admin-kit';
import { MESSAGES, messageText } from '../../../domain/messages';
import { LABELS } from '../labels';
import { PlacementSelects, type Placement } from '../shared/PlacementSelects';
import { Section } from '../shared/Section';
import { useAgencies } from '../shared/session';
import type { AdvertiserInfo } from '../types';
import { useDeleteAdvertiser, useMove, useSetStatus } from './api';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Move within the agency, deactivate or activate, and delete (the server's 409 names what still depends on it). */
export function PlacementSection({ advertiser }: { advertiser: AdvertiserInfo }): ReactElement {
  const agencies = useAgencies();
  const move = useMove(advertiser.id);
  const status = useSetStatus(advertiser.id);
  const remove = useDeleteAdvertiser(advertiser.id);
  const confirm = useConfirm();
  const navigate = useNavigate();
  const current: Placement = {
    agencyId: advertiser.agency_id,
    subAgencyId: advertiser.sub_agency_id,
    stationId: advertiser.station_id,
  };
  const [placement, setPlacement] = useState<Placement>(current);
  const changed = placement.subAgencyId !== current.subAgencyId || placement.stationId !== current.stationId;
  const active = advertiser.status !== 'inactive';
  const name = advertiser.name;

  const run = async (call: () => Promise<unknown>, done: string): Promise<boolean> => {
    try {
      await call();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(errorText(error));
      return false;
    }
  };
  const doMove = (): void =>
    void run(
      () => move.mutateAsync({ subAgencyId: placement.subAgencyId, stationId: placement.stationId }),
      messageText('laMoved', { name }),
    );
  const toggleStatus = async (): Promise<void> => {
    if (active) {
      const ok = await confirm({
        title: messageText('muDeactivateTitle', { name }),
        body: messageText('laDeactivateBody', { name }),
        confirmLabel: LABELS.deactivate,
        danger: true,
      });
      if (!ok) return;
    }
    await run(() => status.mutateAsync(!active), messageText(active ? 'aaDeactivated' : 'userReactivated', { name }));
  };
  const doDelete = async (): Promise<void> => {
    const ok = await confirm({
      title: messageText('muDeleteTitle', { name }),
      body: messageText('laDeleteBody', { name }),
      confirmLabel: LABELS.delete,
      danger: true,
    });
    if (!ok) return;
    if (await run(() => remove.mutateAsync(), messageText('aaDeleted', { name })))
      void navigate({ to: '/linearadmin/clients' });
  };

  return (
    <Section title={LABELS.placement}>
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {MESSAGES.laMoveHelp}
        </Text>
        <PlacementSelects agencies={agencies} value={placement} onChange={setPlacement} fixedAgency />
        <HStack gap="2" wrap="wrap">
          <Button size="sm" colorPalette="brand" disabled={!changed} loading={move.isPending} onClick={doMove}>
            {LABELS.move}
          </Button>
          <Button size="sm" variant="outline" loading={status.isPending} onClick={() => void toggleStatus()}>
            {active ? LABELS.deactivate : LABELS.activate}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={remove.isPending}
            onClick={() => void doDelete()}
          >
            {LABELS.delete}
          </Button>
        </HStack>
      </Stack>
    </Section>
  );
}
