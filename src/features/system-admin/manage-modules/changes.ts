import { messageText } from '../../../domain/messages';
import type { AgencyKind } from './api';

/** What a change of switches does: the kinds newly switched off and back on, by title. */
export interface ModuleChanges {
  disable: AgencyKind[];
  enable: AgencyKind[];
}

/** The difference between the agency's kinds and the switches as they stand (`enabled`: kinds switched on). */
export function changesOf(kinds: readonly AgencyKind[], enabled: ReadonlySet<string>): ModuleChanges {
  return {
    disable: kinds.filter((k) => k.enabled && !enabled.has(k.kind)),
    enable: kinds.filter((k) => !k.enabled && enabled.has(k.kind)),
  };
}

/** The confirm's sentences: "Disable Venn diagram, Pie chart for Demo Agency? Its dashboards stop showing them." */
export function changeSentences(changes: ModuleChanges, agency: string): string[] {
  const titles = (kinds: AgencyKind[]): string => kinds.map((k) => k.title).join(', ');
  return [
    ...(changes.disable.length
      ? [messageText('modulesConfirmDisable', { kinds: titles(changes.disable), agency })]
      : []),
    ...(changes.enable.length ? [messageText('modulesConfirmEnable', { kinds: titles(changes.enable), agency })] : []),
  ];
}
