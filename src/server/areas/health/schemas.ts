/** The health calls' schemas (issue 27). A check's name is checked by the route, so an unknown one gets its message. */
import { S } from '../../kernel/schema';

export const runBody = S.object({ name: S.string(64, 1) });

export const fileParams = S.object({ file: S.string(200, 1) }, ['file']);
