import type { ReactElement } from 'react';
import { ConnectionIndicator } from './ConnectionIndicator';
import { useConnection } from './use-connection';

/** The connection indicator fed by the health ping. */
export function LiveConnectionIndicator(): ReactElement {
  return <ConnectionIndicator status={useConnection()} />;
}
