import { Alert, Box, Heading, List, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { MESSAGES, messageText } from '../../domain/messages';
import { tacticDisplayName } from '../../domain/tactics';
import { FigureBars } from './FigureBars';
import { LABELS } from './texts';
import type { Impact, OptionalSource } from './types';

/** The preview's state: not asked yet (no target), loading, failed, or loaded. */
export type ImpactState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; impact: Impact };

function sourceText(source: OptionalSource): string {
  return source.available ? String(source.count) : MESSAGES.caImpactNoneYet;
}

function Fact({ label, value }: { label: string; value: string }): ReactElement {
  return (
    <Text fontSize="sm">
      <Text as="span" color="fg.muted">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** What a hide, archive or move affects, shown before its confirm button is enabled. */
export function ImpactPreview({ state }: { state: ImpactState }): ReactElement {
  return (
    <Box as="section" aria-labelledby="impact-heading" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h3" size="sm" id="impact-heading" mb="2">
        {MESSAGES.caImpactTitle}
      </Heading>
      <ImpactBody state={state} />
    </Box>
  );
}

function ImpactBody({ state }: { state: ImpactState }): ReactElement {
  if (state.status === 'idle') return <Text color="fg.muted">{MESSAGES.caPickTarget}</Text>;
  if (state.status === 'loading')
    return (
      <Stack gap="2" aria-busy="true" aria-label={MESSAGES.caImpactLoading}>
        <Skeleton height="4" width="60%" />
        <Skeleton height="4" width="80%" />
        <Skeleton height="16" />
      </Stack>
    );
  if (state.status === 'error')
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>{state.message}</Alert.Title>
      </Alert.Root>
    );
  const { impact } = state;
  const { shareLinks, layouts, figures } = impact;
  return (
    <Stack gap="3">
      {impact.campaigns.length > 1 ? (
        <Text fontSize="sm">{messageText('caImpactCampaigns', { count: impact.campaigns.length })}</Text>
      ) : null}
      <Box>
        <Text fontSize="sm">
          {shareLinks.count === 0
            ? MESSAGES.caImpactNoLinks
            : messageText('caImpactLinks', { count: shareLinks.count })}
        </Text>
        {shareLinks.links.length > 0 ? (
          <List.Root fontSize="sm" ps="5">
            {shareLinks.links.map((link) => (
              <List.Item key={link.id}>
                {link.shortId} · {tacticDisplayName(link.tab)}
                {link.createdByName ? ` · ${link.createdByName}` : ''}
                {link.onlyThese ? ` · ${MESSAGES.caImpactOnlyThese}` : ''}
              </List.Item>
            ))}
          </List.Root>
        ) : null}
      </Box>
      {layouts.length === 0 ? (
        <Text fontSize="sm">{MESSAGES.caImpactNoLayouts}</Text>
      ) : (
        <Fact
          label={MESSAGES.caImpactLayouts}
          value={layouts.map((l) => `${tacticDisplayName(l.tab)} (${l.scope})`).join(', ')}
        />
      )}
      {impact.notes > 0 ? <Text fontSize="sm">{messageText('caImpactNotes', { count: impact.notes })}</Text> : null}
      <Fact label={LABELS.scheduledReports} value={sourceText(impact.scheduledReports)} />
      <Fact label={LABELS.alerts} value={sourceText(impact.alerts)} />
      <Text fontSize="sm" color="fg.muted">
        {MESSAGES.caImpactFigures}
      </Text>
      <SimpleGrid columns={{ base: 1, sm: figures.target ? 2 : 1 }} gap="4">
        <FigureBars figures={figures.advertiser} />
        {figures.target ? <FigureBars figures={figures.target} /> : null}
      </SimpleGrid>
    </Stack>
  );
}
