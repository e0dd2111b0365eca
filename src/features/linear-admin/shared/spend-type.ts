/** The advertiser forms' shared field settings (advertiser and advertiser-info schemas). */
import type { FieldConfig } from '../../../admin-kit';

/** Spend type's choices by their schema values (the enum's null is the empty choice). */
export const INFO_FIELDS: Readonly<Record<string, FieldConfig>> = {
  spend_type: { options: ['CPM', 'MARKUP', 'FLAT'] },
};
