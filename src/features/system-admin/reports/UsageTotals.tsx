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
  const formats = totals
    ? `PDF ${count.format(totals.exportsPdf)} · PPT ${count.format(totals.exportsPpt)} · XLS ${count.format(totals.exportsXls)} · CSV ${count.format(totals.exportsCsv)}`
    : undefined;
  const tiles: [string, number | undefined, string?][] = [
    ['Sign-ins', totals?.signIns],
    ['Active users', totals?.activeUsers],
    ['Dashboards viewed', totals?.dashboardViews],
    ['Exports', totals && totals.exportsPdf + totals.exportsPpt + totals.exportsXls + totals.exportsCsv, formats],
    ['Shares created', totals?.sharesCreated],
    ['Share-link opens', totals?.shareOpens],
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap="3" aria-label="Totals of the period" role="group">
      {tiles.map(([label, value, help]) => (
        <Stat.Root key={label} borderWidth="1px" borderRadius="md" px="3" py="2" bg="bg">
          <Stat.Label>{label}</Stat.Label>
          {value === undefined ? (
            <Skeleton height="7" width="16" />
          ) : (
            <Stat.ValueText>{count.format(value)}</Stat.ValueText>
          )}
          {help ? <Stat.HelpText fontSize="xs">{help}</Stat.HelpText> : null}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
