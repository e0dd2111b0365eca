import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './audit-log';

describe('redactSecrets', () => {
  it('hides the values of secret-looking keys at any depth and keeps the rest', () => {
    const before = {
      name: 'Acme',
      password: 'hunter2',
      connector: { apiKey: 'k-123', api_key: 'k-456', refreshToken: 'r', clientSecret: 's', accountId: 42 },
      list: [{ token: 't', label: 'x' }],
      emptySecret: '',
    };
    expect(redactSecrets(before)).toEqual({
      name: 'Acme',
      password: REDACTED,
      connector: { apiKey: REDACTED, api_key: REDACTED, refreshToken: REDACTED, clientSecret: REDACTED, accountId: 42 },
      list: [{ token: REDACTED, label: 'x' }],
      emptySecret: '',
    });
    expect(before.password).toBe('hunter2');
  });
});
