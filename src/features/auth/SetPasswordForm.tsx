import { Alert, Button, Field, Input, List, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactElement } from 'react';
import { MESSAGES, messageText } from '../../domain/messages';
import { PASSWORD_MIN, passwordProblem } from '../../domain/password-rules';

export interface SetPasswordFormProps {
  /** Whose password it is (checked against the rules). */
  email: string;
  /** The server's refusal, shown beside the password (field 'password') or above the form. */
  error?: { text: string; field?: string } | null;
  /** True while the password is being saved. @default false */
  busy?: boolean;
  onSubmit: (password: string) => void;
}

/** Two password fields under the rules; the rules are checked here first, then again by the server. */
export function SetPasswordForm({ email, error = null, busy = false, onSubmit }: SetPasswordFormProps): ReactElement {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = passwordProblem(password, email);
  const localError = problem ? messageText(problem.key, problem.params) : null;
  const mismatch = repeat !== password ? MESSAGES.passwordsDiffer : null;
  const passwordError = (checked ? localError : null) ?? (error?.field === 'password' ? error.text : null);
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    setChecked(true);
    if (!localError && !mismatch) onSubmit(password);
  };
  return (
    <form onSubmit={submit} aria-label={MESSAGES.passwordSetSubmit} noValidate>
      <Stack gap="5">
        {error && error.field !== 'password' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{error.text}</Alert.Title>
          </Alert.Root>
        )}
        <div>
          <Text id="password-rules">{MESSAGES.passwordRulesIntro}</Text>
          <List.Root ps="5" mt="1">
            <List.Item>{messageText('passwordRuleLength', { min: PASSWORD_MIN })}</List.Item>
            <List.Item>{MESSAGES.passwordRuleNotEmail}</List.Item>
          </List.Root>
        </div>
        <Field.Root required invalid={!!passwordError}>
          <Field.Label>{MESSAGES.passwordSetNew}</Field.Label>
          <Input
            type="password"
            name="new-password"
            autoComplete="new-password"
            aria-describedby="password-rules"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {passwordError && <Field.ErrorText>{passwordError}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={checked && !!mismatch}>
          <Field.Label>{MESSAGES.passwordSetRepeat}</Field.Label>
          <Input
            type="password"
            name="repeat-password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
          />
          {checked && mismatch && <Field.ErrorText>{mismatch}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={busy}>
          {MESSAGES.passwordSetSubmit}
        </Button>
      </Stack>
    </form>
  );
}
