import { Box, Flex, Heading, Link, List, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, type ReactElement } from 'react';
import { ROUTES } from '../../domain/routes';
import type { ScreenProps } from '../../ui/screen-props';
import { SYSTEM_CHILDREN, type SystemChildId } from './children';

const PREFIX = '/systemAdmin/';

function titleOf(id: SystemChildId): string {
  return ROUTES.find((route) => route.path === `${PREFIX}${id}`)?.title ?? id;
}

/** The side navigation of the ten children (a select on narrow screens). */
function SystemNav({ current }: { current: SystemChildId | undefined }): ReactElement {
  const navigate = useNavigate();
  return (
    <>
      <Box
        as="nav"
        aria-label="System administration"
        display={{ base: 'none', md: 'block' }}
        width="56"
        flexShrink={0}
      >
        <Heading as="h2" size="xs" textTransform="uppercase" color="fg.muted" mb="2">
          System
        </Heading>
        <List.Root listStyle="none" gap="0.5">
          {SYSTEM_CHILDREN.map(({ id }) => (
            <List.Item key={id}>
              <Link
                asChild
                display="block"
                px="3"
                py="1.5"
                borderRadius="md"
                fontSize="sm"
                fontWeight={id === current ? 'semibold' : 'normal'}
                bg={id === current ? 'colorPalette.subtle' : undefined}
                color={id === current ? 'colorPalette.fg' : 'fg'}
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              >
                <RouterLink to={`${PREFIX}${id}`} aria-current={id === current ? 'page' : undefined}>
                  {titleOf(id)}
                </RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Box display={{ base: 'block', md: 'none' }} mb="2">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label="System administration page"
            value={current ?? ''}
            onChange={(event) => void navigate({ to: `${PREFIX}${event.currentTarget.value}` })}
          >
            {SYSTEM_CHILDREN.map(({ id }) => (
              <option key={id} value={id}>
                {titleOf(id)}
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
    <Stack gap="3" aria-busy="true" aria-label="Loading">
      <Skeleton height="8" width="60" />
      <Skeleton height="10" />
      <Skeleton height="64" />
    </Stack>
  );
}

/** /systemAdmin: the side navigation and the open child's screen (the route title is the child's). */
export function SystemAdminScreen({ title, params }: ScreenProps): ReactElement {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const child = SYSTEM_CHILDREN.find(({ id }) => pathname.replace(/\/$/, '') === `${PREFIX}${id}`);
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '8' }} align="stretch">
      <SystemNav current={child?.id} />
      <Box flex="1" minWidth="0">
        <Suspense fallback={<ChildSkeleton />}>
          {child ? <child.Screen title={title} params={params} /> : null}
        </Suspense>
      </Box>
    </Flex>
  );
}
