import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../useLogout';

/** Leaves a half-finished sign-in: the token is revoked and forgotten, back to the login. */
export function CancelSignInButton() {
  const { t } = useTranslation();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  return (
    <Button
      variant="subtle"
      size="md"
      fullWidth
      // Long translations wrap on a 360 px phone instead of being cut.
      styles={{
        root: { height: 'auto', minHeight: 48 },
        label: { whiteSpace: 'normal', textAlign: 'center' },
      }}
      loading={leaving}
      onClick={() => {
        setLeaving(true);
        void logout();
      }}
    >
      {t('auth.cancelSignIn')}
    </Button>
  );
}
