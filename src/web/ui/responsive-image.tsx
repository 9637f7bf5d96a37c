import type { Image } from '../../domain/schemas/common.js';
import { imageSrcSet, imageUrl } from '../lib/image-url.js';

interface ResponsiveImageProps {
  image: Image;
  /** How wide the image is drawn, for the browser to pick a variant (the HTML sizes attribute). */
  sizes: string;
  /** Overrides the image's own alt text; pass '' for decorative images. */
  alt?: string;
  className?: string;
  /** Images above the fold load at once; everything else waits until it scrolls near. */
  eager?: boolean;
}

export function ResponsiveImage({ image, sizes, alt, className, eager = false }: ResponsiveImageProps) {
  const srcSet = imageSrcSet(image);
  return (
    <img
      className={className}
      src={imageUrl(image, image.width > 640 ? 'small' : undefined)}
      srcSet={srcSet}
      sizes={srcSet === undefined ? undefined : sizes}
      width={image.width > 0 ? image.width : undefined}
      height={image.height > 0 ? image.height : undefined}
      alt={alt ?? image.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
