/** Route schemas of the cache area. */
import { S } from '../../kernel/schema';

const nullableNumber = { type: ['number', 'null'] } as const;

export const cacheStats = S.object(
  {
    entries: { type: 'integer' },
    approximateBytes: { type: 'integer' },
    hits: { type: 'integer' },
    misses: { type: 'integer' },
    hitRate: nullableNumber,
    generation: { type: 'integer' },
    oldestAgeMs: nullableNumber,
    newestAgeMs: nullableNumber,
    startedAt: { type: 'string' },
    byAdvertiser: {
      type: 'array',
      items: S.object({ advertiserId: { type: 'integer' }, name: { type: 'string' }, entries: { type: 'integer' } }, [
        'advertiserId',
        'name',
        'entries',
      ]),
    },
  },
  [
    'entries',
    'approximateBytes',
    'hits',
    'misses',
    'hitRate',
    'generation',
    'oldestAgeMs',
    'newestAgeMs',
    'startedAt',
    'byAdvertiser',
  ],
);

export const advertiserParams = S.object({ advertiserId: S.id() }, ['advertiserId']);
