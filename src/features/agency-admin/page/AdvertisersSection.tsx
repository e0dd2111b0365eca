import { Link, Table } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import { ERROR_OCCURED, NO_ADVERTISERS_FOUND } from '../../../domain/messages';
import { useAgencyAdvertisers } from '../api';
import { QueryState } from './QueryState';
import { Section } from './Section';
import { LABELS } from '../labels';

/** The agency's advertisers (getAgencyAdvertisers), each linking to its page under /linearadmin. */
export function AdvertisersSection({ agencyId }: { agencyId: number }): ReactElement {
  const list = useAgencyAdvertisers(agencyId);
  const advertisers = list.data ?? [];
  return (
    <Section title={LABELS.advertisers}>
      <QueryState
        status={list.status}
        empty={advertisers.length === 0}
        emptyText={NO_ADVERTISERS_FOUND}
        errorText={ERROR_OCCURED}
        onRetry={() => void list.refetch()}
      >
        <Table.ScrollArea borderWidth="1px" borderRadius="md" maxH="96">
          <Table.Root size="sm" stickyHeader aria-label={LABELS.advertisers}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{LABELS.name}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{LABELS.id}</Table.ColumnHeader>
                <Table.ColumnHeader>{LABELS.industry}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {advertisers.map((advertiser) => (
                <Table.Row key={advertiser.id}>
                  <Table.Cell>
                    <Link asChild colorPalette="brand">
                      <RouterLink to={`/linearadmin/clients/${advertiser.id}`}>{advertiser.name}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{advertiser.id}</Table.Cell>
                  <Table.Cell>{advertiser.industry ?? '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </QueryState>
    </Section>
  );
}
