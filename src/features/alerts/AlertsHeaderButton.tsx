import { Badge, Box, Button, Flex, Popover, Portal } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState, type ReactElement } from 'react';
import { messageText } from '../../domain/messages';
import { userAtom } from '../../state/session.atoms';
import { AlertSettingsDrawer } from './AlertSettingsDrawer';
import { useOpenAlerts } from './api';
import { alertAudience, alertsToShow } from './attention';
import { AlertsList } from './AlertsList';
import { ShowHandledToggle } from './ShowHandledToggle';

/** Props of the advertiser header's alerts button. */
export interface AlertsHeaderButtonProps {
  advertiserId: number;
  advertiserName: string;
  /** @default Date.now() at render */
  now?: number;
}

/**
 * The advertiser header's compact alerts: a button with the count wanting attention, opening the list in a popover
 * (narrow enough for a phone). Clients see it only when the agency has shown them an alert; agency admins reach
 * the advertiser's alert settings from it.
 */
export function AlertsHeaderButton({
  advertiserId,
  advertiserName,
  now = Date.now(),
}: AlertsHeaderButtonProps): ReactElement | null {
  const user = useAtomValue(userAtom);
  const audience = alertAudience(user);
  const [open, setOpen] = useState(false);
  const [showHandled, setShowHandled] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const agencyId = user?.active_agency_id ?? null;
  const result = useOpenAlerts({ agencyId, advertiserId });
  const attention = result.data ? alertsToShow(result.data.items, !audience.act, now).length : 0;
  if (!audience.act && (result.data?.items.length ?? 0) === 0) return null;
  return (
    <>
      <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
        <Popover.Trigger asChild>
          <Button size="sm" variant="outline" aria-label={messageText('alertsHeaderLabel', { n: attention })}>
            {messageText('alertsHeaderButton')}
            <Badge colorPalette={attention > 0 ? 'orange' : 'gray'} variant="solid">
              {attention}
            </Badge>
          </Button>
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content width="min(92vw, 28rem)">
              <Popover.Arrow>
                <Popover.ArrowTip />
              </Popover.Arrow>
              <Popover.Body p="3">
                <Flex justify="space-between" align="center" gap="2" flexWrap="wrap" mb="2">
                  <Popover.Title fontWeight="semibold">
                    {messageText(showHandled ? 'alertsPanelAllTitle' : 'alertsPanelTitle')}
                  </Popover.Title>
                  {audience.configure && agencyId !== null ? (
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={() => {
                        setOpen(false);
                        setSettingsOpen(true);
                      }}
                    >
                      {messageText('alertsSettingsButton')}
                    </Button>
                  ) : null}
                </Flex>
                {audience.act ? (
                  <Box mb="2">
                    <ShowHandledToggle checked={showHandled} onChange={setShowHandled} />
                  </Box>
                ) : null}
                <Box maxH="min(60vh, 28rem)" overflowY="auto">
                  <AlertsList
                    result={result}
                    showHandled={showHandled || !audience.act}
                    canAct={audience.act}
                    canShare={audience.configure}
                    showAdvertiser={false}
                    now={now}
                  />
                </Box>
              </Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
      {audience.configure && agencyId !== null ? (
        <AlertSettingsDrawer
          scope={{ agencyId, advertiserId, advertiserName }}
          open={settingsOpen}
          onOpenChange={setSettingsOpen}
        />
      ) : null}
    </>
  );
}
