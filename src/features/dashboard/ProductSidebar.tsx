import { Box, Button, CloseButton, Drawer, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { memo, useState, type ReactElement } from 'react';
import { SIDEBAR_GROUPS, tacticGroup } from '../../domain/tactic-groups';
import { TACTIC_DISPLAY_NAMES, tabToTypes } from '../../domain/tactics';

/** A tab the advertiser can open. */
export interface ProductTab {
  tab: string;
  label: string;
  group: string;
}

/** Tabs of the types an advertiser runs, grouped as 000 §2 says; Summary always first. */
export function productTabs(types: readonly string[], tabOf: (type: string) => string): ProductTab[] {
  const tabs = new Map<string, ProductTab>();
  for (const type of types) {
    const tab = tabOf(type);
    if (!tabs.has(tab))
      tabs.set(tab, { tab, label: TACTIC_DISPLAY_NAMES[type] ?? type, group: tacticGroup(type) ?? 'Programmatic' });
  }
  return [{ tab: 'summary', label: 'Summary', group: 'Summary' }, ...tabs.values()];
}

/** Props of the sidebar: the tabs, the current one and how to switch. */
export interface ProductSidebarProps {
  tabs: readonly ProductTab[];
  current: string;
  onSelect(tab: string): void;
}

/** The groups and their product buttons; `onSelect` also closes the drawer on a narrow screen. */
function ProductList({ tabs, current, onSelect }: ProductSidebarProps): ReactElement {
  return (
    <>
      {SIDEBAR_GROUPS.map((group) => {
        const inGroup = tabs.filter((t) => t.group === group);
        if (inGroup.length === 0) return null;
        return (
          <Box key={group} mb="3">
            <Heading as="h2" size="xs" textTransform="uppercase" color="fg.muted" mb="1">
              {group}
            </Heading>
            <Stack gap="0.5">
              {inGroup.map((t) => (
                <Button
                  key={t.tab}
                  size="sm"
                  justifyContent="flex-start"
                  variant={t.tab === current ? 'subtle' : 'ghost'}
                  colorPalette={t.tab === current ? 'brand' : 'gray'}
                  aria-current={t.tab === current ? 'page' : undefined}
                  onClick={() => onSelect(t.tab)}
                >
                  <Text truncate>{t.label}</Text>
                </Button>
              ))}
            </Stack>
          </Box>
        );
      })}
    </>
  );
}

/**
 * The product navigation of an advertiser: only the groups and products it has. From `lg` up it is a column beside
 * the dashboard; below, a "Products" button naming the current product opens it in a drawer from the left
 * (focus moves into it, Escape or a choice closes it), so a phone sees the dashboard first.
 */
// Memoised: the sidebar's props change with the advertiser's products and the tab, not with every render of the
// screen around it (its queries settling one by one while a dashboard loads).
export const ProductSidebar = memo(function ProductSidebar({
  tabs,
  current,
  onSelect,
}: ProductSidebarProps): ReactElement {
  const [open, setOpen] = useState(false);
  const currentLabel = tabs.find((t) => t.tab === current)?.label ?? 'Products';
  return (
    <>
      <Box
        as="nav"
        aria-label="Products"
        display={{ base: 'none', lg: 'block' }}
        width="56"
        flexShrink={0}
        borderRightWidth="1px"
        pe="3"
      >
        <ProductList tabs={tabs} current={current} onSelect={onSelect} />
      </Box>
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
        <Drawer.Trigger asChild>
          <Button
            display={{ base: 'inline-flex', lg: 'none' }}
            size="sm"
            variant="outline"
            maxWidth="full"
            aria-label={`Products menu, showing ${currentLabel}`}
          >
            <Text as="span" aria-hidden="true">
              ☰
            </Text>
            <Text as="span" truncate>
              {currentLabel}
            </Text>
          </Button>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content maxWidth="min(20rem, 85vw)">
              <Drawer.Header>
                <Drawer.Title>Products</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                <Box as="nav" aria-label="Products">
                  <ProductList
                    tabs={tabs}
                    current={current}
                    onSelect={(tab) => {
                      setOpen(false);
                      onSelect(tab);
                    }}
                  />
                </Box>
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close products menu" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </>
  );
});

/** The tab that shows a campaign type: the first known tab mapping to it, else its lowercase form. */
export function tabForType(type: string, knownTabs: readonly string[]): string {
  return (
    knownTabs.find((tab) => tab !== 'summary' && tabToTypes(tab).length === 1 && tabToTypes(tab)[0] === type) ??
    type.toLowerCase()
  );
}
