import { Box, Button, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useDeferredValue, useId, useState, type ReactElement } from 'react';
import type { OverviewFilter } from '../../data/methods/types';
import { useAdvertiserOptions, useUserOptions, type FilterOption } from './api/use-filter-options';
import { isFiltered } from './overview-search';
import { OVERVIEW_TEXTS as T } from './texts';

/** Props of the overview's "Filter By" dropdown. */
export interface FilterByProps {
  filter: OverviewFilter;
  onChange(filter: OverviewFilter): void;
  /** Whether the caller may list users (GET /api/get-user-by-tenancy needs user management). */
  canPickUser: boolean;
  agencyId: number | null;
  /** Open at first (the data-volume alert shows it open). @default false */
  defaultOpen?: boolean;
  /** Names of ids already known (picked in this visit), for the button's label. */
  names?: ReadonlyMap<string, string>;
  onNames?(names: ReadonlyMap<string, string>): void;
}

type Mode = 'advertisers' | 'user';

/** The button's text: what the overview is narrowed to. */
export function filterLabel(filter: OverviewFilter, names: ReadonlyMap<string, string> = new Map()): string {
  const ids = filter.advertisers ?? [];
  if (ids.length > 0) {
    const named = ids.map((id) => names.get(`a${id}`));
    if (ids.length <= 2 && named.every(Boolean)) return named.join(', ');
    return T.advertiserCount(ids.length);
  }
  if (filter.userId !== undefined) return T.userLabel(filter.userId, names.get(`u${filter.userId}`));
  return T.allAdvertisers;
}

/**
 * "Filter By" (000 §8): narrow the overview to chosen advertisers (searched by name, several at once) or to the
 * advertisers one user sees. The choice goes into the URL and every overview call; "Clear filter" removes it.
 */
export function FilterBy({
  filter,
  onChange,
  canPickUser,
  agencyId,
  defaultOpen = false,
  names = new Map(),
  onNames,
}: FilterByProps): ReactElement {
  const panelId = useId();
  const [open, setOpen] = useState(defaultOpen);
  const [mode, setMode] = useState<Mode>(filter.userId !== undefined && canPickUser ? 'user' : 'advertisers');
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text.trim());
  const [chosen, setChosen] = useState<FilterOption[]>(() =>
    (filter.advertisers ?? []).map((id) => ({ id, name: names.get(`a${id}`) ?? `Advertiser #${id}` })),
  );
  const [user, setUser] = useState<FilterOption | null>(() =>
    filter.userId !== undefined
      ? { id: filter.userId, name: names.get(`u${filter.userId}`) ?? `User #${filter.userId}` }
      : null,
  );
  const advertisers = useAdvertiserOptions(deferred, open && mode === 'advertisers');
  const users = useUserOptions(agencyId, deferred, open && mode === 'user');
  const search = mode === 'advertisers' ? advertisers : users;
  const results = search.data ?? [];

  const remember = (entries: [string, string][]): void => {
    if (!onNames || entries.length === 0) return;
    onNames(new Map([...names, ...entries]));
  };
  const toggle = (option: FilterOption): void =>
    setChosen((list) =>
      list.some((o) => o.id === option.id) ? list.filter((o) => o.id !== option.id) : [...list, option],
    );
  const apply = (): void => {
    if (mode === 'advertisers') {
      remember(chosen.map((o) => [`a${o.id}`, o.name]));
      onChange(chosen.length > 0 ? { advertisers: chosen.map((o) => o.id) } : {});
    } else {
      if (user) remember([[`u${user.id}`, user.name]]);
      onChange(user ? { userId: user.id } : {});
    }
    setOpen(false);
  };
  const clear = (): void => {
    setChosen([]);
    setUser(null);
    onChange({});
    setOpen(false);
  };
  const ready = mode === 'advertisers' ? chosen.length > 0 : user !== null;

  return (
    <Box position="relative">
      <HStack gap="2" flexWrap="wrap">
        <Button
          size="sm"
          variant={isFiltered(filter) ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {T.filterBy}: {filterLabel(filter, names)} ▾
        </Button>
        {isFiltered(filter) ? (
          <Button size="sm" variant="ghost" onClick={clear}>
            {T.clearFilter}
          </Button>
        ) : null}
      </HStack>
      {open ? (
        <Box
          id={panelId}
          role="group"
          aria-label={T.filterBy}
          mt="2"
          p="3"
          borderWidth="1px"
          borderRadius="md"
          bg="bg.panel"
          shadow="md"
          width={{ base: 'full', md: '28rem' }}
          maxW="full"
        >
          <Stack gap="2">
            {canPickUser ? (
              <HStack gap="1" role="radiogroup" aria-label={T.filterBy}>
                {(['advertisers', 'user'] as const).map((value) => (
                  <Button
                    key={value}
                    size="xs"
                    role="radio"
                    aria-checked={mode === value}
                    variant={mode === value ? 'solid' : 'outline'}
                    onClick={() => {
                      setMode(value);
                      setText('');
                    }}
                  >
                    {value === 'advertisers' ? T.advertisersOption : T.userOption}
                  </Button>
                ))}
              </HStack>
            ) : null}
            <Input
              size="sm"
              type="search"
              placeholder={mode === 'advertisers' ? T.searchAdvertisers : T.searchUsers}
              aria-label={mode === 'advertisers' ? T.searchAdvertisers : T.searchUsers}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            {mode === 'advertisers' && chosen.length > 0 ? (
              <HStack gap="1" flexWrap="wrap" aria-label="Chosen advertisers">
                {chosen.map((o) => (
                  <Button
                    key={o.id}
                    size="2xs"
                    variant="subtle"
                    onClick={() => toggle(o)}
                    aria-label={`Remove ${o.name}`}
                  >
                    {o.name} ×
                  </Button>
                ))}
              </HStack>
            ) : null}
            <Box maxH="60" overflowY="auto" aria-live="polite">
              {search.isFetching ? <Spinner size="xs" aria-label="Searching" /> : null}
              {search.error ? <Text color="fg.error">{search.error.message}</Text> : null}
              {!search.isPending && !search.error && results.length === 0 ? (
                <Text color="fg.muted" fontSize="sm">
                  {mode === 'advertisers' ? T.noAdvertisers : T.noUsers}
                </Text>
              ) : null}
              <Stack gap="0" as="ul" listStyleType="none">
                {results.map((option) => (
                  <li key={option.id}>
                    <label style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline', padding: '0.25rem 0' }}>
                      {mode === 'advertisers' ? (
                        <input
                          type="checkbox"
                          checked={chosen.some((o) => o.id === option.id)}
                          onChange={() => toggle(option)}
                        />
                      ) : (
                        <input
                          type="radio"
                          name={`${panelId}-user`}
                          checked={user?.id === option.id}
                          onChange={() => setUser(option)}
                        />
                      )}
                      <Text as="span" fontSize="sm">
                        {option.name}
                        {option.detail ? (
                          <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                            {option.detail}
                          </Text>
                        ) : null}
                      </Text>
                    </label>
                  </li>
                ))}
              </Stack>
            </Box>
            <HStack justify="flex-end" gap="2">
              <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
                {T.close}
              </Button>
              {isFiltered(filter) ? (
                <Button size="sm" variant="outline" onClick={clear}>
                  {T.clearFilter}
                </Button>
              ) : null}
              <Button size="sm" colorPalette="brand" disabled={!ready} onClick={apply}>
                {T.apply}
              </Button>
            </HStack>
          </Stack>
        </Box>
      ) : null}
    </Box>
  );
}
