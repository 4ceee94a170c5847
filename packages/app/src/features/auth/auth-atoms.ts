// Auth UI state (spec section 3, "Auth state": login and register modal flags, loginError).
// The session itself (token, userId, role, isAuthorized) mirrors the encrypted storage in
// lib/session.
import { atom } from 'jotai';

export type AuthModal = 'login' | 'register' | 'forgot';

export const authModalAtom = atom<AuthModal | null>(null);
export const loginErrorAtom = atom<string | null>(null);
/** Invite code of the registration form, from ?inviteCode (spec section 2, /registration). */
export const registerInviteCodeAtom = atom<string>('');
