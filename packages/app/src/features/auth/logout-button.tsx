// The header's logout control for members (spec section 4, "Logout").
import { Button } from '@bet/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from './use-logout';

export function LogoutButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="ghost"
      size="sm"
      data-testid="logout"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void logout().finally(() => setBusy(false));
      }}
    >
      {t('header.logout')}
    </Button>
  );
}
