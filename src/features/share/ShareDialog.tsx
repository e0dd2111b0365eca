import { Alert, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState, type FormEvent, type ReactElement } from 'react';
import type { DashboardSelection } from '../../state/selection';
import type { ShareRequest } from './api';
import { ShareFormFields } from './ShareFormFields';
import { ShareLinks } from './ShareLinks';
import type { IssuedShare } from './share-records';
import { EMPTY_SHARE_FORM, formError, rangeLabel, shareRequest, tabLabel, type ShareForm } from './share-options';
import { SHARE_TEXTS } from './texts';

/** Props of the create-link dialog. */
export interface ShareDialogProps {
  open: boolean;
  onClose(): void;
  /** The dashboard on screen: what the link shows. */
  selection: DashboardSelection;
  /** The campaigns on screen (the tab's, narrowed to the chosen ones). */
  campaignIds: readonly number[];
  onCreate(request: ShareRequest): Promise<IssuedShare>;
  /** The order an order summary's link opens (its campaigns are the order's). */
  order?: { id: number; name: string };
  /** @default Date.now */
  now?: () => number;
  /** What links are prefixed with. @default window.location.origin */
  origin?: string;
  /** Start by showing a created link (stories). */
  initialShare?: IssuedShare;
}

const campaignCount = (n: number): string => `${n} campaign${n === 1 ? '' : 's'}`;

/** Options of a new link (editable range, expiry, password), then both links of the created one. */
export function ShareDialog({
  open,
  onClose,
  selection,
  campaignIds,
  onCreate,
  order,
  now = Date.now,
  origin,
  initialShare,
}: ShareDialogProps): ReactElement {
  const [form, setForm] = useState<ShareForm>(EMPTY_SHARE_FORM);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<IssuedShare | null>(initialShare ?? null);
  const close = (): void => {
    setForm(EMPTY_SHARE_FORM);
    setError(null);
    setCreated(null);
    onClose();
  };
  const submit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const problem = campaignIds.length === 0 ? SHARE_TEXTS.noCampaigns : formError(form, now());
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      setCreated(await onCreate(shareRequest(selection, campaignIds, form, now(), order?.id)));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : SHARE_TEXTS.unexpectedAnswer);
    } finally {
      setBusy(false);
    }
  };
  const what = [
    selection.advertiserName || `Advertiser ${selection.advertiserId ?? ''}`,
    tabLabel(selection.tab),
    ...(order ? [SHARE_TEXTS.orderHeading(order.name)] : []),
    rangeLabel(selection.daterange, selection.startdate, selection.enddate),
    campaignCount(campaignIds.length),
  ].join(' · ');

  return (
    <Dialog.Root open={open} size="md" onOpenChange={(details) => !details.open && close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(event) => void submit(event)} aria-label={SHARE_TEXTS.createTitle}>
              <Dialog.Header>
                <Dialog.Title>{SHARE_TEXTS.createTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm">{what}</Text>
                  {error ? (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{error}</Alert.Title>
                    </Alert.Root>
                  ) : null}
                  {created ? (
                    <ShareLinks share={created} origin={origin} />
                  ) : (
                    <ShareFormFields
                      form={form}
                      onChange={setForm}
                      today={DateTime.fromMillis(now()).toISODate() ?? ''}
                    />
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close}>
                  {created ? SHARE_TEXTS.close : SHARE_TEXTS.cancel}
                </Button>
                {created ? null : (
                  <Button type="submit" colorPalette="brand" loading={busy} loadingText={SHARE_TEXTS.creating}>
                    {SHARE_TEXTS.createLink}
                  </Button>
                )}
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={SHARE_TEXTS.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
