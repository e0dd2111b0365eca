import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { MESSAGES } from '../../domain/messages';
import { readPasswordLink, type Outcome, type PasswordLink } from './password-api';

/**
 * Whom the link of `/set-password?token=` is for; read once (a link's state only changes by using it). A page opened
 * without a token is told so without asking the server.
 */
export function usePasswordLink(token: string): UseQueryResult<Outcome<{ link: PasswordLink }>> {
  return useQuery({
    queryKey: ['password-link', token],
    queryFn: () =>
      token ? readPasswordLink(token) : Promise.resolve({ ok: false as const, error: MESSAGES.passwordLinkUnknown }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
