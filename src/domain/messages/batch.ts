/** The batch call (issue 29): one dashboard's data calls in one request; its refusals, whole or per part. */
export const BATCH_MESSAGES = {
  batchCallNotBatchable: 'This call cannot be made inside a batch; make it on its own.',
  batchTooManyCalls: 'A batch may carry at most {max} calls; this one carries {count}.',
} as const;
