import type { Image } from '../../../../domain/schemas/common.js';
import { ResponsiveImage } from '../../../ui/responsive-image.js';

/** The logo's drawn height in CSS pixels (shell.css), from which the browser picks a variant's width. */
const HEIGHTS = { header: 40, footer: 56 } as const;

/**
 * The shop's logo, named by the shop's name. Its width and height come from the media, so the page keeps
 * its space before the picture arrives (no layout shift); it is drawn at a fixed height.
 */
export function ShopLogo({
  logo,
  shopName,
  place,
}: {
  logo: Image;
  shopName: string;
  place: 'header' | 'footer';
}) {
  const drawnWidth =
    logo.height > 0 ? Math.ceil((HEIGHTS[place] * logo.width) / logo.height) : HEIGHTS[place];
  return (
    <ResponsiveImage
      image={logo}
      alt={shopName}
      sizes={`${drawnWidth}px`}
      className={`shop-logo shop-logo--${place}`}
      eager={place === 'header'}
    />
  );
}
