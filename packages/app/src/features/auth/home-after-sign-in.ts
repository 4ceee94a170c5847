// Where /login and /registration lead once the member is signed in: home, with the panels the
// URL has open kept open (a wallet a 401 interrupted, `?wallet=deposit`, with what was typed in
// it; `?chat=true` ...). The invite code of a registration link has done its work and stays behind.
import type { Path } from 'react-router';

export function homeAfterSignIn(search: string): Pick<Path, 'pathname' | 'search'> {
  const params = new URLSearchParams(search);
  params.delete('inviteCode');
  const rest = params.toString();
  return { pathname: '/', search: rest === '' ? '' : `?${rest}` };
}
