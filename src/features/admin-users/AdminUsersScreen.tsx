import { Box, Flex, Link, List, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, type ReactElement } from 'react';
import { MESSAGES } from '../../domain/messages';
import { ROUTES } from '../../domain/routes';
import type { ScreenProps } from '../../ui/screen-props';
import { ADMIN_NAV, ADMIN_SCREENS, adminChildOf, type AdminChildId } from './children';

function labelOf(entry: (typeof ADMIN_NAV)[number]): string {
  return entry.label ?? ROUTES.find((route) => route.path === entry.path)?.title ?? entry.id;
}

/** The side navigation between Users, Access groups, Advertiser groups and Feed Tools (a select on a phone). */
function AdminNav({ current }: { current: AdminChildId | undefined }): ReactElement {
  const navigate = useNavigate();
  const active = current === 'user' ? 'users' : current;
  return (
    <>
      <Box as="nav" aria-label={MESSAGES.muNavLabel} display={{ base: 'none', md: 'block' }} width="52" flexShrink={0}>
        <List.Root listStyle="none" gap="0.5">
          {ADMIN_NAV.map((entry) => (
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
                  {labelOf(entry)}
                </RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Box display={{ base: 'block', md: 'none' }} mb="2">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={MESSAGES.muNavSelect}
            value={ADMIN_NAV.find((entry) => entry.id === active)?.path ?? ''}
            onChange={(event) => void navigate({ to: event.currentTarget.value })}
          >
            {ADMIN_NAV.map((entry) => (
              <option key={entry.id} value={entry.path}>
                {labelOf(entry)}
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

/** /admin (000 §2): user management (users, a user's page, access and advertiser groups) and Feed Tools. */
export function AdminUsersScreen({ title, params }: ScreenProps): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const child = adminChildOf(pathname);
  const Screen = child ? ADMIN_SCREENS[child] : undefined;
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '8' }} align="stretch">
      <AdminNav current={child} />
      <Box flex="1" minWidth="0">
        <Suspense fallback={<ChildSkeleton />}>{Screen ? <Screen title={title} params={params} /> : null}</Suspense>
      </Box>
    </Flex>
  );
}
