import { Badge, Box, Button, HStack, Input, Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useEffect, useId, useState, type ReactElement } from 'react';
import { MESSAGES, messageText } from '../../../domain/messages';
import { USER_STATUS } from '../../../domain/rights';
import { useTenancyUsers } from '../api';
import { errorText } from '../shared';
import { QueryState } from './QueryState';
import { Section } from './Section';
import { LABELS } from '../labels';

const STEP = 25;

/** The search the query follows, a pause after typing. */
function useDebounced(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The agency's users (get-user-by-tenancy: a limit and a search), each linking to their page under /admin. */
export function UsersSection({ agencyId }: { agencyId: number }): ReactElement {
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const [limit, setLimit] = useState(STEP);
  const list = useTenancyUsers(agencyId, limit, search);
  const users = list.data?.users ?? [];
  const total = list.data?.total ?? 0;
  return (
    <Section title={LABELS.users}>
      <Box maxW={{ md: 'sm' }}>
        <label htmlFor={searchId}>
          <Box srOnly>{MESSAGES.aaUserSearch}</Box>
        </label>
        <Input
          id={searchId}
          type="search"
          size="sm"
          placeholder={MESSAGES.aaUserSearch}
          value={typed}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            setLimit(STEP);
          }}
        />
      </Box>
      <QueryState
        status={list.status}
        empty={users.length === 0}
        emptyText={MESSAGES.aaUsersEmpty}
        errorText={errorText(list.error)}
        onRetry={() => void list.refetch()}
      >
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={LABELS.users}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{LABELS.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{LABELS.email}</Table.ColumnHeader>
                <Table.ColumnHeader>{LABELS.status}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {users.map((user) => (
                <Table.Row key={user.user_id}>
                  <Table.Cell>
                    <Link asChild colorPalette="brand">
                      <RouterLink to={`/admin/users/${user.user_id}`}>{user.full_name || user.email}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell wordBreak="break-all">{user.email}</Table.Cell>
                  <Table.Cell>
                    {user.status === USER_STATUS.Active ? (
                      <Badge colorPalette="green">{LABELS.active}</Badge>
                    ) : (
                      <Badge colorPalette="gray">{LABELS.inactive}</Badge>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        <HStack justify="space-between" wrap="wrap" fontSize="sm">
          <Text color="fg.muted">{messageText('aaShowing', { count: users.length, total })}</Text>
          {users.length < total ? (
            <Button size="sm" variant="outline" loading={list.isFetching} onClick={() => setLimit(limit + STEP)}>
              {LABELS.loadMore}
            </Button>
          ) : null}
        </HStack>
      </QueryState>
    </Section>
  );
}
