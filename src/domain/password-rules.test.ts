import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

describe('the password rules', () => {
  const email = 'Ann.Lee@example.com';

  it('asks for at least 10 characters, counted as characters', () => {
    expect(passwordProblem('nine char', email)).toEqual({ key: 'passwordTooShort', params: { min: 10 } });
    expect(passwordProblem('ten chars!', email)).toBeNull();
    expect(passwordProblem('ééééééééé1', email)).toBeNull();
    expect(passwordProblem('x'.repeat(255) + 'y', email)).toBeNull();
    expect(passwordProblem('x'.repeat(256) + 'y', email)).toEqual({ key: 'passwordTooLong', params: { max: 256 } });
  });

  it('refuses the e-mail address or its name part, whatever the case', () => {
    expect(passwordProblem('ann.lee@example.com', email)).toEqual({ key: 'passwordIsEmail' });
    expect(passwordProblem(' ANN.LEE.X ', 'ann.lee1234@example.com')).toBeNull();
    expect(passwordProblem(' ANN.LEE@EXAMPLE.COM ', email)).toEqual({ key: 'passwordIsEmail' });
    expect(passwordProblem('ann.lee1234', 'ann.lee1234@example.com')).toEqual({ key: 'passwordIsEmail' });
  });

  it('refuses one character repeated, and nothing else', () => {
    expect(passwordProblem('          ', email)).toEqual({ key: 'passwordOneCharacter' });
    expect(passwordProblem('1111111111', email)).toEqual({ key: 'passwordOneCharacter' });
    expect(passwordProblem('correct horse battery staple', email)).toBeNull();
  });
});
