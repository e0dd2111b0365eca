import { Badge, Box, Button, Flex, Heading, HStack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState, type ReactElement } from 'react';
import { messageText } from '../../domain/messages';
import { userAtom } from '../../state/session.atoms';
import type { Alert } from './alert-types';
import { AlertSettingsDrawer } from './AlertSettingsDrawer';
import { useOpenAlerts } from './api';
import { alertAudience, alertsToShow } from './attention';
import { AlertsList } from './AlertsList';
import { ShowHandledToggle } from './ShowHandledToggle';

/** Props of the overview's alerts panel. */
export interface AlertsPanelProps {
  /** The agency whose alerts it lists (the caller's active agency; null: every agency the caller sees). */
  agencyId: number | null;
  /** @default Date.now() at render */
  now?: number;
  /** Opens an alert's advertiser dashboard (the app navigates). @default the object is plain text */
  onOpen?(alert: Alert): void;
}

/**
 * The agency overview's alerts: the open alerts wanting attention (acknowledged and snoozed ones on request), the
 * agency staff's actions on each, and the agency's alert settings for agency admins.
 */
export function AlertsPanel({ agencyId, now = Date.now(), onOpen }: AlertsPanelProps): ReactElement {
  const user = useAtomValue(userAtom);
  const audience = alertAudience(user);
  const [showHandled, setShowHandled] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const result = useOpenAlerts({ agencyId });
  // Clients act on nothing, so everything the server shows them is theirs to read.
  const all = showHandled || !audience.act;
  const count = result.data ? alertsToShow(result.data.items, all, now).length : null;
  const title = messageText(all ? 'alertsPanelAllTitle' : 'alertsPanelTitle');
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} mb="4">
      <Flex justify="space-between" align="center" gap="2" flexWrap="wrap" mb="3">
        <HStack gap="2">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {count !== null && count > 0 ? <Badge colorPalette="orange">{count}</Badge> : null}
        </HStack>
        <HStack gap="3" flexWrap="wrap">
          {audience.act ? <ShowHandledToggle checked={showHandled} onChange={setShowHandled} /> : null}
          {audience.configure && agencyId !== null ? (
            <Button size="xs" variant="outline" onClick={() => setSettingsOpen(true)}>
              {messageText('alertsSettingsButton')}
            </Button>
          ) : null}
        </HStack>
      </Flex>
      <Box maxH="28rem" overflowY="auto">
        <AlertsList
          result={result}
          showHandled={all}
          canAct={audience.act}
          canShare={audience.configure}
          now={now}
          onOpen={onOpen}
        />
      </Box>
      {audience.configure && agencyId !== null ? (
        <AlertSettingsDrawer scope={{ agencyId }} open={settingsOpen} onOpenChange={setSettingsOpen} />
      ) : null}
    </Box>
  );
}
