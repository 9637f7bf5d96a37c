import { useEffect } from 'react';
import { useInitData } from '../../../api/init.js';
import { addFontStylesheet } from '../../../lib/font-stylesheet.js';

/** The font chosen in the configuration (served by this server) replaces the theme's monospace. */
export function ShopFont() {
  const { '/api/config': config } = useInitData();
  const family = config.fontFamily;
  useEffect(() => {
    if (family === '') return;
    addFontStylesheet(family, 'regular');
    addFontStylesheet(family, '700');
    const root = document.documentElement;
    const theme = getComputedStyle(root).getPropertyValue('--font-mono');
    root.style.setProperty('--font-mono', `'${family.replace(/'/g, '')}', ${theme}`);
    return () => {
      root.style.removeProperty('--font-mono');
    };
  }, [family]);
  return null;
}
