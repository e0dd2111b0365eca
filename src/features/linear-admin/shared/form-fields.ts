/** Field settings shared by the tenant forms of /linearadmin. */
import type { FieldConfig } from '../../../admin-kit';

/** Spend type's choices by their schema values (the enum's null is the empty choice). */
export const SPEND_TYPE_FIELD: FieldConfig = { options: ['CPM', 'MARKUP', 'FLAT'] };
