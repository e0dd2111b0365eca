import { Box, Heading, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { ModuleViewProps } from '../../src/registry/types';
import { FigureTile } from '../../src/ui/figures/FigureTile';
import { ProgressBar } from '../../src/ui/figures/ProgressBar';
import { StatusBadge } from '../../src/ui/figures/StatusBadge';
import type { CampaignStatsOptions } from './__generated__/options';
import type { CampaignCard, CampaignStatsData } from './transform';

function Card({ card }: { card: CampaignCard }): ReactElement {
  return (
    <Box as="article" aria-label={card.name} borderWidth="1px" borderRadius="md" p="3" minW="0">
      <HStack justify="space-between" align="start" gap="2">
        <Heading as="h3" size="sm" wordBreak="break-word">
          {card.name}
        </Heading>
        {card.status ? <StatusBadge status={card.status} /> : null}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {card.tactic ? `${card.tactic} · ` : ''}Flight {card.flight}
      </Text>
      {card.goalPercent !== null ? (
        <Box mt="2">
          <Text fontSize="xs" color="fg.muted">
            Impression goal
          </Text>
          <ProgressBar label={`Impression goal of ${card.name}`} percent={card.goalPercent} />
        </Box>
      ) : null}
      <SimpleGrid columns={2} gap="2" mt="2">
        {card.figures.map((item) => (
          <FigureTile key={item.key} item={item} size="sm" />
        ))}
        {card.pacing ? <FigureTile item={card.pacing} size="sm" /> : null}
      </SimpleGrid>
    </Box>
  );
}

/** A card per campaign: name, status, flight, goal progress and pacing. */
export function CampaignStatsView({
  data,
  size,
  title,
}: ModuleViewProps<CampaignStatsOptions, CampaignStatsData>): ReactElement {
  const narrow = size.breakpoint === 'sm' || size.columns < 6;
  return (
    <SimpleGrid columns={narrow ? 1 : 3} gap="3" role="list" aria-label={title ?? 'Campaigns'}>
      {data.cards.map((card) => (
        <Box key={card.id} role="listitem" minW="0">
          <Card card={card} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
