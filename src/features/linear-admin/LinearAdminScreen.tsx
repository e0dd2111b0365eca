import { Box, Flex, Link, List, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, type ReactElement } from 'react';
import { MESSAGES } from '../../domain/messages';
import type { ScreenProps } from '../../ui/screen-props';
import { LINEAR_NAV, LINEAR_SCREENS, linearChildOf, type LinearChildId } from './children';

/** The side navigation between Clients, Sub-agencies and Stations (a select on a phone). */
function LinearNav({ current }: { current: LinearChildId | undefined }): ReactElement {
  const navigate = useNavigate();
  const active = current === 'client' ? 'clients' : current;
  return (
    <>
      <Box as="nav" aria-label={MESSAGES.laNavLabel} display={{ base: 'none', md: 'block' }} width="52" flexShrink={0}>
        <List.Root listStyle="none" gap="0.5">
          {LINEAR_NAV.map((entry) => (
            <List.Item key={entry.id}>
              <Link
                asChild
                display="block"
                px="3"
                py="1.5"
                borderRadius="md"
                fontSize="sm"
                fontWeight={entry.id === active ? 'semibold' : 'normal'}
                bg={entry.id === active ? 'colorPalette.subtle' : undefined}
                color={entry.id === active ? 'colorPalette.fg' : 'fg'}
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              >
                <RouterLink to={entry.path} aria-current={entry.id === current ? 'page' : undefined}>
                  {entry.label}
                </RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Box display={{ base: 'block', md: 'none' }} mb="2">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={MESSAGES.laNavSelect}
            value={LINEAR_NAV.find((entry) => entry.id === active)?.path ?? ''}
            onChange={(event) => void navigate({ to: event.currentTarget.value })}
          >
            {LINEAR_NAV.map((entry) => (
              <option key={entry.id} value={entry.path}>
                {entry.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
    </>
  );
}

function ChildSkeleton(): ReactElement {
  return (
    <Stack gap="3" aria-busy="true">
      <Skeleton height="8" width="60" />
      <Skeleton height="10" />
      <Skeleton height="64" />
    </Stack>
  );
}

/** /linearadmin (000 §2 Advertisers): the client search, an advertiser's page, the sub-agency and station lists. */
export function LinearAdminScreen({ title, params }: ScreenProps): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const child = linearChildOf(pathname);
  const Screen = child ? LINEAR_SCREENS[child] : undefined;
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '8' }} align="stretch">
      <LinearNav current={child} />
      <Box flex="1" minWidth="0">
        <Suspense fallback={<ChildSkeleton />}>{Screen ? <Screen title={title} params={params} /> : null}</Suspense>
      </Box>
    </Flex>
  );
}
