import { Box, Breadcrumb, Button, HStack, Heading, Image, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Fragment, type ReactElement } from 'react';
import { MESSAGES } from '../../../domain/messages';
import { canLinkAccounts } from '../../../domain/permissions';
import { useSessionUser } from '../shared/session';
import { StatusBadge } from '../shared/StatusBadge';
import type { AdvertiserInfoAnswer } from '../types';

/** The dashboard's own parameters (state/selection.ts reads `advertiserId` and the heading's `advertiserName`). */
const dashboardSearch = (id: number, name: string): Record<string, string> => ({
  advertiserId: String(id),
  advertiserName: name,
});

/** Logo, name and status, the agency › sub-agency › station path, and the way to the advertiser's dashboard. */
export function AdvertiserHeader({ info }: { info: AdvertiserInfoAnswer }): ReactElement {
  const { advertiser } = info;
  const user = useSessionUser();
  const subAgency = advertiser.sub_agency_name ?? info.subagencies?.[0]?.name;
  const station = advertiser.station_name ?? info.stations?.[0]?.name;
  const path = [advertiser.agency_name, subAgency, station].filter((part): part is string => !!part);
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'start', sm: 'center' }}>
      {advertiser.logo_url ? <Image src={advertiser.logo_url} alt="" maxH="16" maxW="32" objectFit="contain" /> : null}
      <Box flex="1" minW="0">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="xl" wordBreak="break-word">
            {advertiser.name}
          </Heading>
          <StatusBadge status={advertiser.status} />
        </HStack>
        <Breadcrumb.Root size="sm" mt="1">
          <Breadcrumb.List>
            {path.map((part, index) => (
              <Fragment key={`${index}-${part}`}>
                {index > 0 ? <Breadcrumb.Separator /> : null}
                <Breadcrumb.Item color="fg.muted">{part}</Breadcrumb.Item>
              </Fragment>
            ))}
          </Breadcrumb.List>
        </Breadcrumb.Root>
      </Box>
      <HStack gap="2" wrap="wrap">
        {canLinkAccounts(user) ? (
          <Button asChild size="sm" variant="outline">
            <RouterLink to={`/linking/${advertiser.id}`}>{MESSAGES.clAccountLinking}</RouterLink>
          </Button>
        ) : null}
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to="/advertiser" search={dashboardSearch(advertiser.id, advertiser.name) as never}>
            {MESSAGES.laOpenDashboard}
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
