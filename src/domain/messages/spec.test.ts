import { describe, expect, it } from 'vitest';
import {
  DATA_VOLUME_MESSAGE,
  ERROR_OCCURED,
  ERROR_OCCURRED,
  LOGIN_ERRORS,
  MISSING,
  MISSING_TOOLTIP_KEY,
  NO_ACCESS,
  YOU_DONT_HAVE_ACCESS,
} from './spec';

describe('messages', () => {
  it('keeps the login texts verbatim', () => {
    expect(LOGIN_ERRORS.FAILED_AUTH).toBe(
      "Your login attempt wasn't successful. Please check your credentials and try again.",
    );
    expect(LOGIN_ERRORS.FAILED_LOGIN).toBe(
      'Failed to login. If this is a valid account, please confirm your password.',
    );
  });

  it('keeps straight double quotes around Filter By in the 501 text', () => {
    expect(DATA_VOLUME_MESSAGE).toContain('in the "Filter By" dropdown.');
  });

  it('keeps both spellings of the campaign failure text', () => {
    expect(ERROR_OCCURED).toBe('Error occured, please try again');
    expect(ERROR_OCCURRED).toBe('Error occurred, please try again');
  });

  it('keeps both casings of the advertiser id message', () => {
    expect(MISSING.ADVERTISER_ID).toBe('Missing advertiser ID');
    expect(MISSING.ADVERTISER_ID_LOWER).toBe('Missing advertiser id');
  });

  it('starts every missing-parameter text with Missing', () => {
    for (const text of Object.values(MISSING)) expect(text).toMatch(/^Missing [a-zA-Z]/);
  });

  it('shares the tooltip key text', () => {
    expect(MISSING_TOOLTIP_KEY).toBe('Missing tooltip key');
  });

  it('ends the access texts as the spec does', () => {
    expect(NO_ACCESS).toBe('Sorry, you do not have access.');
    expect(YOU_DONT_HAVE_ACCESS).toBe("You don't have access");
  });
});
