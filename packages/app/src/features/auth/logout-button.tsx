// The header's logout control for members (spec section 4, "Logout").
import { Button } from '@bet/ui/button';
import { useText } from '@bet/ui/text';
import { useIsMutating } from '@tanstack/react-query';
import { endpointMutation } from '../../lib/api/endpoint-query';
import { useLogout } from './use-logout';

export function LogoutButton() {
  const t = useText();
  const logout = useLogout();
  const busy = useIsMutating({ mutationKey: endpointMutation('auth.logout').mutationKey }) > 0;
  return (
    <Button
      variant="ghost"
      size="sm"
      data-testid="logout"
      loading={busy}
      onClick={() => void logout()}
    >
      {t('common:header.logout')}
    </Button>
  );
}
