import { useMemo } from 'react';
import { useEnabledModules } from '@/lib/app-config';
import { useSession } from '@/lib/session';
import { buildMenu, type MenuGroup } from './menu';

/** The header groups and items the signed-in user may use. */
export function useMenu(): MenuGroup[] {
  const session = useSession();
  const modules = useEnabledModules();
  return useMemo(() => (session ? buildMenu(modules, session.permissions) : []), [session, modules]);
}
