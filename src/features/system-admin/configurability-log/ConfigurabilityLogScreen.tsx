import type { ReactElement } from 'react';
import { LogView } from '../logs/LogView';
import type { ScreenProps } from '../../../ui/screen-props';
import { auditLogConfig } from './audit-log-config';

/**
 * The configurability log (000 §2): the audit log of every admin change, filtered by area, user, agency, object and
 * date (after six months ago by default), each entry's before/after diff, and revert where its area allows it.
 */
export function ConfigurabilityLogScreen({ title }: ScreenProps): ReactElement {
  return <LogView config={auditLogConfig(title)} />;
}
