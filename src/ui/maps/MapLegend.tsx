import { Box, HStack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { formatCompact } from '../../domain/metric-format';

/** Props of a map's colour legend. */
export interface MapLegendProps {
  /** The metric label (Imps, Clicks, CTR…). */
  label: string;
  metricKey: string;
  thresholds: readonly number[];
  ramp: readonly string[];
  /** The polygons' opacity, so swatches match the picture. @default 1 */
  opacity?: number;
}

/** The colour buckets of a choropleth with the range each stands for. */
export function MapLegend({ label, metricKey, thresholds, ramp, opacity = 1 }: MapLegendProps): ReactElement | null {
  if (thresholds.length === 0) return null;
  return (
    <HStack as="ul" aria-label={`${label} legend`} gap="3" flexWrap="wrap" listStyleType="none" fontSize="xs" mt="2">
      <Text as="li" fontWeight="semibold">
        {label}
      </Text>
      {thresholds.map((upper, i) => (
        <HStack as="li" key={upper} gap="1">
          <Box
            w="3"
            h="3"
            borderRadius="sm"
            borderWidth="1px"
            bg={ramp[i] ?? ramp.at(-1)}
            opacity={opacity}
            aria-hidden="true"
          />
          <Text>
            {formatCompact(metricKey, i === 0 ? 0 : (thresholds[i - 1] ?? 0))}–{formatCompact(metricKey, upper)}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
