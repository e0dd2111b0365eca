import { Alert, Center, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { useState, type ReactElement } from 'react';
import { login } from '../../data/auth-api';
import { MESSAGES, messageText } from '../../domain/messages';
import { themeAtom } from '../../state/session.atoms';
import { BrandCard } from './BrandCard';
import { setPassword } from './password-api';
import { completeSignIn } from './session-actions';
import { SetPasswordForm } from './SetPasswordForm';
import { usePasswordLink } from './use-password-link';

type Saving =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved' } | { kind: 'refused'; text: string; field?: string };

/**
 * `/set-password?token=`: the page of an invitation or reset link. It says whom the link is for, takes the new
 * password twice under the rules, saves it, then signs the user in (or, if that fails, offers the sign-in page).
 */
export function SetPasswordPage(): ReactElement {
  const theme = useAtomValue(themeAtom);
  const search = useSearch({ strict: false });
  const token = typeof search.token === 'string' ? search.token : '';
  const link = usePasswordLink(token);
  const store = useStore();
  const navigate = useNavigate();
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });

  const save = (password: string): void => {
    setSaving({ kind: 'busy' });
    void setPassword(token, password).then(async (outcome) => {
      if (!outcome.ok) return setSaving({ kind: 'refused', text: outcome.error, field: outcome.field });
      const signedIn = await login(outcome.email, password, window.location.hostname);
      if (!signedIn.ok) return setSaving({ kind: 'saved' });
      await completeSignIn(store, signedIn.user);
      await navigate({ href: '/', replace: true });
    });
  };

  const outcome = link.data;
  if (!outcome) {
    return (
      <Center py="16" gap="3">
        <Spinner aria-hidden="true" />
        <Text role="status">{MESSAGES.passwordSetChecking}</Text>
      </Center>
    );
  }
  if (!outcome.ok || saving.kind === 'saved') {
    const done = saving.kind === 'saved';
    return (
      <BrandCard theme={theme} title={done ? MESSAGES.passwordSetDone : MESSAGES.passwordSetTitleReset}>
        <Stack gap="5">
          {!outcome.ok && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{outcome.error}</Alert.Title>
            </Alert.Root>
          )}
          {!outcome.ok && <PageLink to="/forgot-password" label={MESSAGES.passwordAskNewLink} />}
          <PageLink to="/login" label={done ? MESSAGES.passwordSignIn : MESSAGES.passwordBackToSignIn} />
        </Stack>
      </BrandCard>
    );
  }
  const { link: info } = outcome;
  const title =
    info.purpose === 'invite'
      ? messageText('passwordSetTitleInvite', { name: info.fullName })
      : MESSAGES.passwordSetTitleReset;
  // A link that turned out used or expired while the page was open is shown like one that was from the start.
  const refused = saving.kind === 'refused' ? { text: saving.text, field: saving.field } : null;
  return (
    <BrandCard theme={theme} title={title}>
      <Text textAlign="center" mb="5">
        {messageText('passwordSetFor', { email: info.email })}
      </Text>
      <SetPasswordForm email={info.email} error={refused} busy={saving.kind === 'busy'} onSubmit={save} />
    </BrandCard>
  );
}

function PageLink({ to, label }: { to: string; label: string }): ReactElement {
  return (
    <Text textAlign="center">
      <ChakraLink asChild colorPalette="brand" variant="underline">
        <Link to={to}>{label}</Link>
      </ChakraLink>
    </Text>
  );
}
