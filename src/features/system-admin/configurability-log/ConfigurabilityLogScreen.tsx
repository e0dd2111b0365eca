import type { ReactElement } from 'react';
import { LogScreen } from '../../../admin-kit';
import type { ScreenProps } from '../../../ui/screen-props';
import { auditLogConfig } from './audit-log-config';

/**
 * The configurability log (000 §2): the audit log of every admin change, filtered by area, user, agency, object and
 * date (after six months ago by default), each entry's before/after diff, and revert where its area allows it.
 */
export function ConfigurabilityLogScreen({ title }: ScreenProps): ReactElement {
  return <LogScreen config={auditLogConfig(title)} />;
}
