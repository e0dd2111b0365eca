import { Box, Grid, Heading, Tabs } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { Layout, Section } from '../domain/layout/validate';
import { prefetchLayout, usesTabs } from './frame-query';
import { ModuleFrame } from './ModuleFrame';
import { RendererContext, type RendererEnvironment } from './RendererContext';
import { gridSpan } from './resolve';

/** Props of the layout interpreter. */
export interface LayoutRendererProps {
  layout: Layout;
  environment: RendererEnvironment;
}

function SectionGrid({ section, environment }: { section: Section; environment: RendererEnvironment }): ReactElement {
  const { registry, conditions } = environment;
  return (
    <Box as="section" aria-label={section.title ?? section.id} data-section={section.id} mb="4">
      {section.title && section.type === 'grid' ? (
        <Heading as="h2" size="md" mb="3">
          {section.title}
        </Heading>
      ) : null}
      <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="4">
        {section.modules.map((module) => {
          const manifest = registry.get(module.name)?.manifest;
          const span = gridSpan(module.breakpoints, manifest?.defaultSize ?? 'Full', conditions.breakpoint);
          return (
            <ModuleFrame
              key={module.id}
              module={module}
              sectionTactic={section.tactic}
              columns={span.w}
              bare={section.type === 'controller'}
            />
          );
        })}
      </Grid>
    </Box>
  );
}

/**
 * Interprets a validated layout: its sections in order (or as tabs with `shouldUsingTabs`), each on the 12-column
 * grid at the current breakpoint, each module in its frame. Controller sections always stay above the tabs.
 */
export function LayoutRenderer({ layout, environment }: LayoutRendererProps): ReactElement {
  // In render, before the frames below render: their data requests and code are already on the way when they
  // mount (as React Query's usePrefetchQuery does; queries in the cache are left alone, so it is idempotent).
  void prefetchLayout(useQueryClient(), layout, environment);
  const controllers = layout.components.filter((s) => s.type === 'controller');
  const grids = layout.components.filter((s) => s.type === 'grid');
  const tabbed = usesTabs(layout, environment.conditions.print);
  return (
    <RendererContext.Provider value={environment}>
      <Box data-layout={layout.id}>
        {controllers.map((section) => (
          <SectionGrid key={section.id} section={section} environment={environment} />
        ))}
        {tabbed ? (
          <Tabs.Root defaultValue={grids[0]?.id} lazyMount variant="line">
            <Tabs.List mb="3">
              {grids.map((section) => (
                <Tabs.Trigger key={section.id} value={section.id}>
                  {section.title ?? section.id}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {grids.map((section) => (
              <Tabs.Content key={section.id} value={section.id}>
                <SectionGrid section={{ ...section, title: undefined }} environment={environment} />
              </Tabs.Content>
            ))}
          </Tabs.Root>
        ) : (
          grids.map((section) => <SectionGrid key={section.id} section={section} environment={environment} />)
        )}
      </Box>
    </RendererContext.Provider>
  );
}
