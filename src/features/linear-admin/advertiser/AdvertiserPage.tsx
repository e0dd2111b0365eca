import { Alert, Box, Button, Link, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { KIT_TEXTS } from '../../../admin-kit';
import { isApiError } from '../../../data/api-error';
import { MESSAGES } from '../../../domain/messages';
import type { ScreenProps } from '../../../ui/screen-props';
import { canManageAdvertisers, useSessionUser } from '../shared/session';
import { AdvertiserHeader } from './AdvertiserHeader';
import { useAdvertiserInfo } from './api';
import { CampaignsSection } from './CampaignsSection';
import { ContactsSection } from './ContactsSection';
import { InfoSection } from './InfoSection';
import { PlacementSection } from './PlacementSection';
import { ProductsSection } from './ProductsSection';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function PageSkeleton(): ReactElement {
  return (
    <Stack gap="3" aria-busy="true">
      <Skeleton height="12" width="72" />
      <Skeleton height="40" />
      <Skeleton height="64" />
    </Stack>
  );
}

/** /linearadmin/clients/{advertiserId}: the header, info, contacts, placement, products and campaigns. */
export function AdvertiserPage({ params }: ScreenProps): ReactElement {
  const id = Number(params.advertiserId);
  const valid = Number.isInteger(id) && id > 0;
  const info = useAdvertiserInfo(valid ? id : undefined);
  const canEdit = canManageAdvertisers(useSessionUser());
  const back = (
    <Link asChild fontSize="sm" colorPalette="brand">
      <RouterLink to="/linearadmin/clients">← {MESSAGES.laBackToClients}</RouterLink>
    </Link>
  );
  if (!valid || info.isError) {
    const missing = !valid || (isApiError(info.error) && info.error.status === 404);
    return (
      <Stack gap="3" align="start">
        {back}
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{missing ? MESSAGES.laAdvertiserNotFound : errorText(info.error)}</Alert.Title>
        </Alert.Root>
        {missing ? null : (
          <Button size="sm" variant="outline" onClick={() => void info.refetch()}>
            {KIT_TEXTS.retry}
          </Button>
        )}
      </Stack>
    );
  }
  if (!info.data) return <PageSkeleton />;
  const { advertiser } = info.data;
  return (
    <Stack gap="4" align="stretch">
      <Box>{back}</Box>
      <AdvertiserHeader info={info.data} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Stack gap="4" minW="0">
          <InfoSection advertiser={advertiser} canEdit={canEdit} />
          <ProductsSection advertiserId={id} />
        </Stack>
        <Stack gap="4" minW="0">
          <ContactsSection advertiserId={id} canEdit={canEdit} />
          {canEdit ? <PlacementSection key={advertiser.updated_at ?? ''} advertiser={advertiser} /> : null}
        </Stack>
      </SimpleGrid>
      <CampaignsSection advertiserId={id} />
    </Stack>
  );
}
