import { describe, expect, it } from 'vitest';
import { homeAfterSignIn } from './home-after-sign-in';

describe('home after signing in', () => {
  it('keeps the panels the URL has open, not the invite code of a registration link', () => {
    expect(homeAfterSignIn('')).toEqual({ pathname: '/', search: '' });
    expect(homeAfterSignIn('?wallet=deposit')).toEqual({
      pathname: '/',
      search: '?wallet=deposit',
    });
    expect(homeAfterSignIn('?inviteCode=ABC&chat=true')).toEqual({
      pathname: '/',
      search: '?chat=true',
    });
    expect(homeAfterSignIn('?inviteCode=ABC')).toEqual({ pathname: '/', search: '' });
  });
});
