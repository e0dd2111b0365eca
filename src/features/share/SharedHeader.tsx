import { Box, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { DateRangePicker } from '../../ui/DateRangePicker';
import type { SharedRange } from '../../data/shared-payload';
import { fixedRangeText } from './share-options';
import { SHARE_TEXTS } from './texts';

/** Props of the guest page's header. */
export interface SharedHeaderProps {
  advertiserName: string;
  /** The order an order summary's link opens, under the advertiser's name. */
  orderName?: string;
  advertiserLogo: string | null;
  agencyPartner: string;
  range: SharedRange;
  /** Resolved days of the link's range, for the fixed-range text. */
  days: { startdate: string; enddate: string };
  /** The link lets the guest pick another range (the range picker shows); otherwise the range is text. */
  editable: boolean;
  onRange(range: SharedRange): void;
  /** A small line under the header, across its width (how fresh the data is). @default none */
  note?: ReactNode;
}

/** Advertiser logo and name, the agency that shared it, and the date range: a picker only when editable. */
export function SharedHeader({
  advertiserName,
  orderName,
  advertiserLogo,
  agencyPartner,
  range,
  days,
  editable,
  onRange,
  note = null,
}: SharedHeaderProps): ReactElement {
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <Flex as="header" mb="4" gap="4" align="center" justify="space-between" wrap="wrap">
      <Flex gap="3" align="center">
        {advertiserLogo && !logoFailed ? (
          <Image src={advertiserLogo} alt={`${advertiserName} logo`} height="12" onError={() => setLogoFailed(true)} />
        ) : null}
        <Box>
          <Heading as="h1" size="lg">
            {advertiserName}
          </Heading>
          {orderName ? (
            <Text fontWeight="semibold" data-shared-order="">
              {SHARE_TEXTS.orderHeading(orderName)}
            </Text>
          ) : null}
          {agencyPartner ? <Text color="fg.muted">{SHARE_TEXTS.sharedBy(agencyPartner)}</Text> : null}
        </Box>
      </Flex>
      {editable ? (
        <DateRangePicker
          daterange={range.daterange}
          startdate={range.startdate}
          enddate={range.enddate}
          onChange={onRange}
        />
      ) : (
        <Text fontSize="sm" aria-label="Date range">
          {fixedRangeText(range.daterange, days.startdate, days.enddate)}
        </Text>
      )}
      {note ? (
        <Box flexBasis="100%" minWidth="0" data-header-note="">
          {note}
        </Box>
      ) : null}
    </Flex>
  );
}
