import { useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { guardSessionAtom } from '../state/session.atoms';

/** Re-runs the route guards whenever the session changes (sign-in, sign-out, agency switch). */
export function useGuardRefresh(): void {
  const router = useRouter();
  const session = useAtomValue(guardSessionAtom);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void router.invalidate();
  }, [router, session]);
}
