import type { MenuIcon } from '@aptovial/shared';
import {
  type Icon,
  IconAmbulance,
  IconCertificate,
  IconCurrencyDollar,
  IconHeadset,
  IconLayoutDashboard,
  IconList,
  IconReportAnalytics,
  IconSearch,
  IconSettings,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';

export const menuIcons: Record<MenuIcon, Icon> = {
  list: IconList,
  search: IconSearch,
  certificate: IconCertificate,
  settings: IconSettings,
  profile: IconUserCircle,
  support: IconHeadset,
  report: IconReportAnalytics,
  money: IconCurrencyDollar,
  dashboard: IconLayoutDashboard,
  operatives: IconAmbulance,
  users: IconUsers,
};
