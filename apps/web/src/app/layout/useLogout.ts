import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { readDeploymentMode } from '../../shared/mode/deploymentMode';
import { logout } from '../logout';

export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    logout({ queryClient, navigate, fallbackMode: readDeploymentMode() });
  }, [queryClient, navigate]);
}
