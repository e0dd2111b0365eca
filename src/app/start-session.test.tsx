import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { clearTokens, setTokens } from '../data/token-store';
import { recentPagesAtom, userAtom } from '../state/session.atoms';
import { jsonResponse, stubFetch } from '../../tests/stub-fetch';
import { startSession } from './use-auth-bootstrap';

const user = { email: 'staff@example.com', full_name: 'Sam Staff', user_id: 7, roles: ['mc'], permissions: [] };
const page = { name: 'home', fullPath: '/home?recent=true', title: 'Home', query: { recent: 'true' }, params: {} };

/** A fetch whose session check answers only when `answerAuth` is called, to see what went out before it. */
function holdAuth(auth: unknown) {
  let answerAuth: () => void = () => undefined;
  const authAnswered = new Promise<void>((resolve) => (answerAuth = resolve));
  const mock = stubFetch(async (path) => {
    if (path.startsWith('/api/auth?')) {
      await authAnswered;
      return jsonResponse(auth);
    }
    return path === '/api/user/recent-pages' ? jsonResponse({ pages: [page] }) : jsonResponse({});
  });
  const paths = (): string[] => mock.mock.calls.map(([input]) => String(input));
  return { answerAuth, paths };
}

describe('startSession', () => {
  afterEach(() => clearTokens());

  it('with a stored token, asks for the recent pages beside the session check and keeps them for its user', async () => {
    setTokens(`e30.${btoa(JSON.stringify({ exp: 9999999999, agency: 1 }))}.sig`, 'refresh');
    const fetches = holdAuth({ auth: true, user });
    const store = createStore();
    const session = startSession(store);
    await expect.poll(fetches.paths).toContain('/api/user/recent-pages');
    expect(fetches.paths()).toContain('/api/auth?theme_code=agency');
    fetches.answerAuth();
    expect((await session.user)?.email).toBe('staff@example.com');
    await session.settled;
    expect(store.get(recentPagesAtom).map((p) => p.fullPath)).toEqual(['/home?recent=true']);
    expect(fetches.paths().filter((p) => p === '/api/user/recent-pages')).toHaveLength(1);
  });

  it('drops the early recent pages when the session check names no user', async () => {
    setTokens(`e30.${btoa(JSON.stringify({ exp: 9999999999, agency: 1 }))}.sig`, 'refresh');
    const fetches = holdAuth({ auth: false });
    const store = createStore();
    const session = startSession(store);
    fetches.answerAuth();
    expect(await session.user).toBeNull();
    await session.settled;
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(recentPagesAtom)).toEqual([]);
  });

  it('without a token, asks for the recent pages only once the session check has named a user', async () => {
    const fetches = holdAuth({ auth: true, user });
    const session = startSession(createStore());
    await expect.poll(fetches.paths).toContain('/api/auth?theme_code=agency');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches.paths()).not.toContain('/api/user/recent-pages');
    fetches.answerAuth();
    await session.settled;
    expect(fetches.paths()).toContain('/api/user/recent-pages');
  });
});
