import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { EntityKey } from './entity-catalogue.js';
import type { EntityPanelProps } from './entity-panel-props.js';

/**
 * What an entity's edit screen shows below its generated form, where the entity has more than fields:
 * facts the answer carries but the form does not edit, and calls beside saving (a device's key, its test
 * print, a branch's board keys, a person's clock link and statistics). Each panel is its own lazy chunk; a new entry
 * has no panel until it is saved.
 */
export const entityPanels: Partial<Record<EntityKey, LazyExoticComponent<ComponentType<EntityPanelProps>>>> =
  {
    branches: lazy(async () => ({
      default: (await import('../branches/components/branch-panels.js')).BranchPanels,
    })),
    devices: lazy(async () => ({
      default: (await import('../devices/components/device-panel.js')).DevicePanel,
    })),
    users: lazy(async () => ({
      default: (await import('../users/components/user-panels.js')).UserPanels,
    })),
    'digital-signage-devices': lazy(async () => ({
      default: (await import('../signage/components/tv-panel.js')).TvPanel,
    })),
  };
