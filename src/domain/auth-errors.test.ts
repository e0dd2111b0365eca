import { describe, expect, it } from 'vitest';
import { loginFailureMessage, notesErrorFor, shouldReportLayoutError, tokenLoginFailure } from './auth-errors';
import { LOGIN_ERRORS } from './messages';

describe('loginFailureMessage', () => {
  it('is null when signed in', () => {
    expect(loginFailureMessage({ auth: true, user: {} })).toBeNull();
  });

  it('gives FAILED_LOGIN when the server sent an error', () => {
    expect(loginFailureMessage({ error: 'bad password' })).toBe(LOGIN_ERRORS.FAILED_LOGIN);
  });

  it('gives FAILED_AUTH without an error', () => {
    expect(loginFailureMessage({ auth: false })).toBe(LOGIN_ERRORS.FAILED_AUTH);
  });

  it('gives NO_RESPONSE without a body', () => {
    expect(loginFailureMessage(undefined)).toBe('No response.');
  });

  it('gives UNEXPECTED_RESPONSE for a body that is not an object', () => {
    expect(loginFailureMessage('<html>')).toBe('Unexpected response.');
  });
});

describe('tokenLoginFailure', () => {
  it("shows the server's error and the notfound flag", () => {
    expect(tokenLoginFailure({ error: 'Token expired', notfound: true }, 'token')).toEqual({
      message: 'Token expired',
      notfound: true,
    });
  });

  it('falls back to FAILED_AUTH for token login', () => {
    expect(tokenLoginFailure({}, 'token')?.message).toBe(LOGIN_ERRORS.FAILED_AUTH);
  });

  it('falls back to FAILED_AH_AUTH for partner login', () => {
    expect(tokenLoginFailure({ auth: false }, 'ah')?.message).toBe('Failed to login. Please try again.');
  });
});

describe('notes and layout errors', () => {
  it('maps 403 to NOT_AUTHORIZED and others to BAD_RESPONSE', () => {
    expect(notesErrorFor(403)).toBe('NOT_AUTHORIZED');
    expect(notesErrorFor(500)).toBe('BAD_RESPONSE');
  });

  it('ignores only the missing-layout error', () => {
    expect(shouldReportLayoutError('Error: Layout is not exist.')).toBe(false);
    expect(shouldReportLayoutError('Error: boom')).toBe(true);
  });
});
