/**
 * Settings of this browser only (back-office spec, section 3): stored as '0' or '1' under their own key,
 * and true until someone turns them off.
 */
export const localSettingKeys = ['show_product_data', 'show_customer_data'] as const;
export type LocalSettingKey = (typeof localSettingKeys)[number];
export type LocalSettings = Record<LocalSettingKey, boolean>;

export function readLocalSetting(storage: Pick<Storage, 'getItem'>, key: LocalSettingKey): boolean {
  return storage.getItem(key) !== '0';
}

export function readLocalSettings(storage: Pick<Storage, 'getItem'>): LocalSettings {
  return {
    show_product_data: readLocalSetting(storage, 'show_product_data'),
    show_customer_data: readLocalSetting(storage, 'show_customer_data'),
  };
}

export function writeLocalSetting(
  storage: Pick<Storage, 'setItem'>,
  key: LocalSettingKey,
  value: boolean,
): void {
  storage.setItem(key, value ? '1' : '0');
}
