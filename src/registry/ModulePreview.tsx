import { Box } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { Dataset } from '../domain/layout/dataset';
import type { ModuleDefinition, ModuleSize, ResolvedTooltip, ViewContext } from './types';

/** Props of a kind rendered outside a dashboard: its stories, tests and the editor's palette previews. */
export interface ModulePreviewProps<Options, Data> {
  definition: ModuleDefinition<Options, Data>;
  options: Options;
  dataset: Dataset;
  size?: ModuleSize;
  title?: string;
  tooltips?: readonly ResolvedTooltip[];
  context?: Partial<ViewContext>;
}

const NARROW_PX = 360;

/** Runs the kind's transform on a dataset and renders its view, as the frame would once data is ready. */
export function ModulePreview<Options, Data>(props: ModulePreviewProps<Options, Data>): ReactElement {
  const { definition, options, dataset, title, tooltips = [] } = props;
  const size = props.size ?? { breakpoint: 'lg', columns: 12 };
  const context: ViewContext = { campaignTypes: [], print: false, ...props.context };
  const data = definition.transform(dataset, options, context);
  const View = definition.View;
  return (
    <Box maxW={size.breakpoint === 'sm' ? `${NARROW_PX}px` : undefined} data-breakpoint={size.breakpoint}>
      <View options={options} data={data} size={size} title={title} tooltips={tooltips} context={context} />
    </Box>
  );
}

/** A kind's preview as a plain component, for Storybook metas (`component: previewOf(definition)`). */
export function previewOf<Options, Data>(
  definition: ModuleDefinition<Options, Data>,
): (props: Omit<ModulePreviewProps<Options, Data>, 'definition'>) => ReactElement {
  function Preview(props: Omit<ModulePreviewProps<Options, Data>, 'definition'>): ReactElement {
    return <ModulePreview definition={definition} {...props} />;
  }
  Preview.displayName = `Preview(${definition.kind})`;
  return Preview;
}
