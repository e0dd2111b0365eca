/**
 * The frame of an admin area with several pages (/admin, /systemAdmin, /linearadmin …): a side navigation of its
 * pages (a select on a phone) beside the open page, which loads behind a skeleton.
 */
import { Box, Flex, Heading, Link, List, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { Suspense, type ReactElement, type ReactNode } from 'react';

/** One page of the area's navigation. */
export interface AreaNavItem {
  id: string;
  label: string;
  /** The page's path. */
  to: string;
}

export interface AreaLayoutProps {
  /** The navigation landmark's name (and, with " page", the phone's select's). */
  navLabel: string;
  /** The select's accessible name on a phone; defaults to `${navLabel} page`. */
  selectLabel?: string;
  /** A small heading above the side navigation. */
  heading?: string;
  items: readonly AreaNavItem[];
  /** The highlighted item (a page below an item, such as one user of Users, highlights that item). */
  active: string | undefined;
  /** The item whose page is open exactly (`aria-current="page"`); defaults to `active`. */
  current?: string | undefined;
  children: ReactNode;
}

/** The side navigation (md and wider) and its select (narrower). */
function AreaNav({ navLabel, selectLabel, heading, items, active, current }: Omit<AreaLayoutProps, 'children'>) {
  const navigate = useNavigate();
  return (
    <>
      <Box as="nav" aria-label={navLabel} display={{ base: 'none', md: 'block' }} width="56" flexShrink={0}>
        {heading ? (
          <Heading as="h2" size="xs" textTransform="uppercase" color="fg.muted" mb="2">
            {heading}
          </Heading>
        ) : null}
        <List.Root listStyle="none" gap="0.5">
          {items.map((item) => (
            <List.Item key={item.id}>
              <Link
                asChild
                display="block"
                px="3"
                py="1.5"
                borderRadius="md"
                fontSize="sm"
                fontWeight={item.id === active ? 'semibold' : 'normal'}
                bg={item.id === active ? 'colorPalette.subtle' : undefined}
                color={item.id === active ? 'colorPalette.fg' : 'fg'}
                _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
              >
                <RouterLink to={item.to} aria-current={item.id === current ? 'page' : undefined}>
                  {item.label}
                </RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      </Box>
      <Box display={{ base: 'block', md: 'none' }} mb="2">
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={selectLabel ?? `${navLabel} page`}
            value={items.find((item) => item.id === active)?.to ?? ''}
            onChange={(event) => void navigate({ to: event.currentTarget.value })}
          >
            {items.map((item) => (
              <option key={item.id} value={item.to}>
                {item.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Box>
    </>
  );
}

/** What shows while the open page's code loads. */
export function PageSkeleton(): ReactElement {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading">
      <Skeleton height="8" width="60" />
      <Skeleton height="10" />
      <Skeleton height="64" />
    </Stack>
  );
}

/** The area's navigation beside its open page. */
export function AreaLayout({ children, current, active, ...nav }: AreaLayoutProps): ReactElement {
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '8' }} align="stretch">
      <AreaNav {...nav} active={active} current={current ?? active} />
      <Box flex="1" minWidth="0">
        <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
      </Box>
    </Flex>
  );
}
