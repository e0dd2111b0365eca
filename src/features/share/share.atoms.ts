/** The share link this page opened, kept in memory only (000 §2: the `?t=` token leaves the address bar). */
import { atom } from 'jotai';
import type { ShareRef } from './api';

/** Set once a link opened; lets the page keep working after `?t=` was replaced by the plain share route. */
export const openedShareAtom = atom<ShareRef | null>(null);
