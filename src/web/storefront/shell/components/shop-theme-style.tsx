import { themeCss } from '../../../../domain/theme/shop-theme.js';
import { useInitData } from '../../../api/init.js';

/**
 * The shop owner's theme (ADR 040) as custom properties over the stylesheet's. Rendered by the server into
 * the page before anything it styles, so the first paint already has the shop's colours (no flash).
 */
export function ShopThemeStyle() {
  const { '/api/config': config } = useInitData();
  return <style id="shop-theme">{themeCss(config)}</style>;
}
