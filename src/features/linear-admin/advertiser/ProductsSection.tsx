import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { KIT_TEXTS } from '../../../admin-kit';
import { MESSAGES } from '../../../domain/messages';
import { LABELS } from '../labels';
import { Section } from '../shared/Section';
import { useAdvertiserProducts } from './api';

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The products the advertiser runs now (GET /api/getProductsForAdvertiser/{id}). */
export function ProductsSection({ advertiserId }: { advertiserId: number }): ReactElement {
  const products = useAdvertiserProducts(advertiserId);
  return (
    <Section title={LABELS.products}>
      {products.isError ? (
        <Stack role="alert" gap="2" align="start">
          <Text color="fg.error">{errorText(products.error)}</Text>
          <Button size="sm" variant="outline" onClick={() => void products.refetch()}>
            {KIT_TEXTS.retry}
          </Button>
        </Stack>
      ) : !products.data ? (
        <Skeleton height="8" />
      ) : products.data.length === 0 ? (
        <Text color="fg.muted">{MESSAGES.noActiveProducts}</Text>
      ) : (
        <HStack wrap="wrap" gap="2">
          {products.data.map((product) => (
            <Badge key={product.code} size="md" colorPalette="brand" variant="subtle">
              {product.name}
              {product.activeCampaigns ? ` (${product.activeCampaigns})` : ''}
            </Badge>
          ))}
        </HStack>
      )}
    </Section>
  );
}
