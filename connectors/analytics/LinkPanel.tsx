import type { ReactElement } from 'react';
import { LinkPicker, type LinkPanelProps } from '../link-picker';

/** The link panel of Google Analytics: the picker over this source's catalogue calls (src/data/connector-sources.ts). */
export function LinkPanel(props: LinkPanelProps): ReactElement {
  return <LinkPicker source="analytics" {...props} />;
}
