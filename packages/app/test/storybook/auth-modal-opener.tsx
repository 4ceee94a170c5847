// Auth modal stories: the modal opens as in the app (through the auth modal switch, so closing
// and moving between login, register and forgot password work), and a button opens it again.
import { Button } from '@bet/ui/button';
import { useEffect } from 'react';
import { useAuthModal, type AuthModal } from '../../src/features/auth';

export function AuthModalOpener({ modal }: { modal: AuthModal }) {
  const auth = useAuthModal();
  useEffect(() => auth.open(modal), [auth, modal]);
  return <Button onClick={() => auth.open(modal)}>Open the {modal} modal</Button>;
}
