import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { UsageFigures } from '../../../domain/usage';

/** Props of the totals strip. */
export interface UsageTotalsProps {
  /** The totals of every listed agency; undefined while loading. */
  totals: UsageFigures | undefined;
}

const count = new Intl.NumberFormat('en-US');

/** The period's totals as tiles: the table's totals row, readable at a glance and on a phone. */
export function UsageTotals({ totals }: UsageTotalsProps): ReactElement {
  const tiles: [string, number | undefined][] = [
    ['Sign-ins', totals?.signIns],
    ['Active users', totals?.activeUsers],
    ['Dashboards viewed', totals?.dashboardViews],
    ['Exports', totals && totals.exportsPdf + totals.exportsPpt + totals.exportsXls + totals.exportsCsv],
    ['Shares created', totals?.sharesCreated],
    ['Share-link opens', totals?.shareOpens],
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" aria-label="Totals of the period" role="group">
      {tiles.map(([label, value]) => (
        <Stat.Root key={label} borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg">
          <Stat.Label>{label}</Stat.Label>
          {value === undefined ? (
            <Skeleton height="7" width="16" />
          ) : (
            <Stat.ValueText>{count.format(value)}</Stat.ValueText>
          )}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
