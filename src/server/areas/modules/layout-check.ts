/** The layout editor's refusal of a layout that uses kinds its agency has switched off. */
import type { Db } from '../../db/database';
import { AppError } from '../../kernel/errors';
import { kindList, kindsUsed } from './kinds';
import { agencyRow, disabledKinds } from './queries';

/** Throws 400 naming the switched-off kinds the document uses (title and kind), before anything is written. */
export async function refuseDisabledKinds(db: Db, agencyId: number, document: unknown): Promise<void> {
  const disabled = await disabledKinds(db, agencyId);
  if (disabled.length === 0) return;
  const used = kindsUsed(document);
  const refused = disabled.filter((kind) => used.has(kind));
  if (refused.length === 0) return;
  const agency = (await agencyRow(db, agencyId))?.name ?? String(agencyId);
  throw new AppError(400, 'layoutUsesDisabledKinds', {
    params: { kinds: kindList(refused), agency },
    details: { disabledKinds: refused },
  });
}
