import { Alert, Box, Button, Link, List, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type ReactElement } from 'react';
import { KIT_TEXTS } from '../../../admin-kit';
import { isApiError } from '../../../data/api-error';
import { contactTypeLabel } from '../../../domain/contacts';
import { formatPhone } from '../../../domain/format';
import { MESSAGES } from '../../../domain/messages';
import type { ScreenProps } from '../../../ui/screen-props';
import { LABELS } from '../labels';
import { Fact, Section } from '../shared/Section';
import { useCustomer } from './api';
import { CallHistory } from './CallHistory';
import { SALES_LABELS } from './labels';
import { ProposalBuilder } from './ProposalBuilder';
import { ProspectActions } from './ProspectActions';
import { ProspectHeader } from './ProspectHeader';
import { dash, restrictedText } from './sales-view';
import type { CustomerDetail } from './types';

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

/** Address, category, channel, notes and contacts; a restricted view shows none of the contacts or notes. */
function Details({ customer }: { customer: CustomerDetail }): ReactElement {
  const address = [customer.address, customer.city, customer.state, customer.zip].filter(Boolean).join(', ');
  return (
    <Section title={MESSAGES.spDetails}>
      <Fact label={SALES_LABELS.address}>{dash(address)}</Fact>
      <Fact label={SALES_LABELS.category}>{customer.category}</Fact>
      <Fact label={SALES_LABELS.channel}>{customer.salesChannel}</Fact>
      {customer.restricted ? null : (
        <>
          <Fact label={SALES_LABELS.notes}>
            <Text whiteSpace="pre-wrap">{customer.notes || MESSAGES.spNoNotes}</Text>
          </Fact>
          <Fact label={LABELS.contacts}>
            {customer.contacts.length === 0 ? (
              MESSAGES.spNoProspectContacts
            ) : (
              <List.Root gap="1" listStyle="none" aria-label={LABELS.contacts}>
                {customer.contacts.map((contact) => (
                  <List.Item key={contact.id} aria-label={contact.name}>
                    <Text fontWeight="medium">
                      {contact.name}
                      <Text as="span" fontWeight="normal" color="fg.muted">
                        {` · ${contact.type_label ?? contactTypeLabel(contact.type, contact.company)}`}
                      </Text>
                    </Text>
                    <Text fontSize="sm">
                      {contact.phone_display ?? formatPhone(contact.phone)} ({contact.phone_kind})
                      {contact.email ? ` · ${contact.email}` : ''}
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            )}
          </Fact>
        </>
      )}
    </Section>
  );
}

/**
 * /linearadmin/prospects/{customerId}: the header, what the caller may do (`can`), details and contacts, the
 * proposal builder and the call history. A sold prospect is worked in post-sale mode, switched on here.
 */
export function ProspectPage({ params }: ScreenProps): ReactElement {
  const id = Number(params.customerId);
  const valid = Number.isInteger(id) && id > 0;
  const [postSale, setPostSale] = useState(false);
  const query = useCustomer(valid ? id : undefined, postSale);
  const back = (
    <Link asChild fontSize="sm" colorPalette="brand">
      <RouterLink to="/linearadmin/prospects">← {MESSAGES.spBackToProspects}</RouterLink>
    </Link>
  );
  if (!valid || query.isError) {
    const missing = !valid || (isApiError(query.error) && query.error.status === 404);
    return (
      <Stack gap="3" align="start">
        {back}
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{missing ? MESSAGES.spProspectNotFound : errorText(query.error)}</Alert.Title>
        </Alert.Root>
        {missing ? null : (
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {KIT_TEXTS.retry}
          </Button>
        )}
      </Stack>
    );
  }
  const customer = query.data;
  if (!customer) return <PageSkeleton />;
  return (
    <Stack gap="4" align="stretch">
      <Box>{back}</Box>
      <ProspectHeader customer={customer} postSale={postSale} onPostSale={setPostSale} />
      {customer.restricted ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{restrictedText(customer)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <ProspectActions customer={customer} postSale={postSale} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Stack gap="4" minW="0">
          <Details customer={customer} />
        </Stack>
        <Stack gap="4" minW="0">
          {customer.can.work && !customer.flags.IsSold ? <ProposalBuilder customerId={customer.id} /> : null}
        </Stack>
      </SimpleGrid>
      <CallHistory customerId={customer.id} />
    </Stack>
  );
}
