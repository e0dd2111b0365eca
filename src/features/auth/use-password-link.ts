import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { readPasswordLink, type Outcome, type PasswordLink } from './password-api';

/** Whom the link of `/set-password?token=` is for; read once (a link's state only changes by using it). */
export function usePasswordLink(token: string): UseQueryResult<Outcome<{ link: PasswordLink }>> {
  return useQuery({
    queryKey: ['password-link', token],
    queryFn: () => readPasswordLink(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
