import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { FilterSelect } from '../../admin-kit';
import { MESSAGES } from '../../domain/messages';
import { ACTION_FIELDS } from './ActionFields';
import {
  CAMPAIGN_ACTIONS,
  type ActionContext,
  type ActionResult,
  type CampaignActionId,
  type FormValues,
} from './actions';
import { useImpact } from './api';
import { ImpactPreview, type ImpactState } from './ImpactPreview';
import { LABELS } from './texts';
import type { AdvertiserRef, CampaignRef } from './types';

export interface CampaignActionDialogProps {
  action: CampaignActionId;
  advertiser: AdvertiserRef;
  /** The campaigns on screen; with several, the dialog asks which one. */
  campaigns: readonly CampaignRef[];
  onClose(): void;
  /** The change was made (the host shows the toast with Undo and refreshes the campaigns). */
  onDone(result: ActionResult): void;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * One campaign-management dialog: the campaign (asked when several are on screen), the action's fields, for a
 * destructive action the impact preview, and the confirm, enabled once the form is complete and the impact shown.
 * A failure shows the server's message in the dialog, which stays open.
 */
export function CampaignActionDialog(props: CampaignActionDialogProps): ReactElement {
  const { action: id, advertiser, campaigns, onClose, onDone } = props;
  const action = CAMPAIGN_ACTIONS[id];
  const [campaignId, setCampaignId] = useState(campaigns.length === 1 ? campaigns[0]?.id : undefined);
  const campaign = action.needsCampaign ? (campaigns.find((c) => c.id === campaignId) ?? null) : (campaigns[0] ?? null);
  const [form, setForm] = useState<FormValues>(() => action.initial(campaign));
  const ctx: ActionContext = { advertiser, campaign, form };
  const impactRequest = action.impact?.(ctx) ?? null;
  const impact = useImpact(impactRequest);
  const run = useMutation({ mutationFn: () => action.run(ctx), onSuccess: (result) => onDone(result) });
  const Fields = ACTION_FIELDS[id];
  const impactState: ImpactState =
    impactRequest === null
      ? { status: 'idle' }
      : impact.isSuccess
        ? { status: 'ready', impact: impact.data }
        : impact.isError
          ? { status: 'error', message: errorMessage(impact.error) }
          : { status: 'loading' };
  const ready =
    (!action.needsCampaign || campaign !== null) &&
    action.complete(ctx) &&
    (!action.impact || impactState.status === 'ready') &&
    !run.isPending;
  return (
    <Dialog.Root open onOpenChange={(d) => !d.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="2" maxW={{ base: 'calc(100vw - 1rem)', md: 'lg' }}>
            <Dialog.Header>
              <Dialog.Title>{action.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">
                  {MESSAGES[action.help]}
                </Text>
                {action.needsCampaign && campaigns.length === 0 ? <Text>{MESSAGES.caNoCampaign}</Text> : null}
                {action.needsCampaign && campaigns.length > 1 ? (
                  <Stack gap="1">
                    <FilterSelect
                      label={MESSAGES.caChooseCampaign}
                      value={campaignId === undefined ? '' : String(campaignId)}
                      emptyLabel="—"
                      options={campaigns.map((c) => ({ value: String(c.id), label: c.name }))}
                      onChange={(value) => {
                        const next = campaigns.find((c) => String(c.id) === value);
                        setCampaignId(next?.id);
                        setForm(action.initial(next ?? null));
                      }}
                    />
                    <Text fontSize="xs" color="fg.muted">
                      {MESSAGES.caChooseCampaignHint}
                    </Text>
                  </Stack>
                ) : null}
                {Fields && (campaign || !action.needsCampaign) ? (
                  <Fields ctx={ctx} set={(values) => setForm((previous) => ({ ...previous, ...values }))} />
                ) : null}
                {action.impact && (campaign || !action.needsCampaign) ? <ImpactPreview state={impactState} /> : null}
                {run.isError ? (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{errorMessage(run.error)}</Alert.Title>
                  </Alert.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {LABELS.cancel}
              </Button>
              <Button
                colorPalette={action.danger ? 'red' : 'brand'}
                disabled={!ready}
                loading={run.isPending}
                onClick={() => run.mutate()}
              >
                {action.title}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
