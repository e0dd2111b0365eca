import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { messageText } from '../../domain/messages';
import { LABELS } from './texts';
import type { FigureChange, Totals } from './types';

const NUMBER = new Intl.NumberFormat('en-US');
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const MEASURES: readonly { key: keyof Totals; label: string; money?: boolean }[] = [
  { key: 'impressions', label: LABELS.impressions },
  { key: 'clicks', label: LABELS.clicks },
  { key: 'cost', label: LABELS.cost, money: true },
  { key: 'conversions', label: LABELS.conversions },
];

function shown(value: number, money = false): string {
  return money ? MONEY.format(value) : NUMBER.format(value);
}

/** One measure as two bars, before over after, scaled to the larger. */
function Bars({ label, before, after, money }: { label: string; before: number; after: number; money?: boolean }) {
  const max = Math.max(before, after, 1);
  return (
    <Stack
      gap="0.5"
      role="img"
      aria-label={messageText('caImpactBarsLabel', {
        name: label,
        before: shown(before, money),
        after: shown(after, money),
      })}
    >
      <HStack justify="space-between" fontSize="xs" aria-hidden>
        <Text>{label}</Text>
        <Text color="fg.muted">
          {shown(before, money)} → {shown(after, money)}
        </Text>
      </HStack>
      <Box height="1.5" bg="bg.muted" borderRadius="full" aria-hidden>
        <Box height="full" width={`${(before / max) * 100}%`} bg="fg.subtle" borderRadius="full" />
      </Box>
      <Box height="1.5" bg="bg.muted" borderRadius="full" aria-hidden>
        <Box height="full" width={`${(after / max) * 100}%`} bg="colorPalette.solid" borderRadius="full" />
      </Box>
    </Stack>
  );
}

/** An advertiser's totals before → after the change, a small bar picture per measure (cost only when known). */
export function FigureBars({ figures }: { figures: FigureChange }): ReactElement {
  return (
    <Stack gap="2" colorPalette="brand">
      <Text fontWeight="semibold" fontSize="sm">
        {figures.name}
      </Text>
      {MEASURES.map((measure) => {
        const before = figures.before[measure.key];
        const after = figures.after[measure.key];
        if (before === null || after === null) return null;
        return <Bars key={measure.key} label={measure.label} before={before} after={after} money={measure.money} />;
      })}
    </Stack>
  );
}
