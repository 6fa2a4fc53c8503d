import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { readDeploymentMode } from '../../shared/mode/deploymentMode';
import { pendingLogin } from '../../shared/session/authFlow';
import { logout } from './logout';

/** Logs out to the login of the session's module (or of the sign-in in progress). */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    const fallbackMode = pendingLogin.read()?.mode ?? readDeploymentMode();
    return logout({ queryClient, navigate, fallbackMode });
  }, [queryClient, navigate]);
}
