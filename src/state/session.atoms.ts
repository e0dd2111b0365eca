/** Session state of 000 §3/§4: auth flag, user, theme, shared-token flag and the user's recent pages. */
import { atom } from 'jotai';
import type { RecentRoute } from '../domain/recent-pages';
import type { ThemeRecord } from '../domain/theme';
import type { SessionUser } from '../domain/user';
import type { ViewAsInfo } from '../domain/view-as';
import { defaultTheme } from '../data/parse-theme';

/** True once a sign-in (password, token, partner or share token) succeeded and until logout. */
export const authAtom = atom(false);

/** The signed-in user; null when signed out. */
export const userAtom = atom<SessionUser | null>(null);

/** The session's own theme (000 §6: host, portalTheme or share link); the default theme until the server answers. */
const ownThemeAtom = atom<ThemeRecord>(defaultTheme());

/**
 * The agency theme of the advertiser a superuser has open (000 §6: a superuser sees the advertiser's theme); null
 * for everyone else and off the advertiser screen, which brings the own theme back at once.
 */
export const advertiserThemeAtom = atom<ThemeRecord | null>(null);

/**
 * The white-label theme in force: the open advertiser's for a superuser, else the session's own. Setting it sets
 * the own theme, so a session answer arriving while a superuser looks at an advertiser never replaces that view.
 */
export const themeAtom = atom(
  (get): ThemeRecord => get(advertiserThemeAtom) ?? get(ownThemeAtom),
  (_get, set, theme: ThemeRecord): void => set(ownThemeAtom, theme),
);

/** Set while an admin views the portal as the signed-in user, read-only (issue 21 §4): the banner shows it. */
export const viewAsAtom = atom<ViewAsInfo | null>(null);

/** True for a shared-dashboard token session (a guest, no account). */
export const isSharedTokenAtom = atom(false);

/** True once the first auth answer (or failure) arrived; routes wait for it before deciding. */
export const sessionReadyAtom = atom(false);

/** The user's recent pages, most recent first (000 §2). */
export const recentPagesAtom = atom<RecentRoute[]>([]);

/** Everything the route guard reads. */
export const guardSessionAtom = atom((get) => ({
  auth: get(authAtom),
  user: get(userAtom),
  isSharedToken: get(isSharedTokenAtom),
}));
