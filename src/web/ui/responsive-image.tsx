import { preload } from 'react-dom';
import type { Image } from '../../domain/schemas/common.js';
import { imageSrcSet, imageUrl, isConvertible, modernImageFormats } from '../lib/image-url.js';

interface ResponsiveImageProps {
  image: Image;
  /** How wide the image is drawn, for the browser to pick a variant (the HTML sizes attribute). */
  sizes: string;
  /** Overrides the image's own alt text; pass '' for decorative images. */
  alt?: string;
  className?: string;
  /** Images above the fold load at once; everything else waits until it scrolls near. */
  eager?: boolean;
  /**
   * The page's largest picture (a branch's hero): preloaded and fetched first, so the largest
   * contentful paint does not wait for the script that draws it.
   */
  priority?: boolean;
}

/**
 * A photo as AVIF, WebP or its own format, whichever the browser takes first, each in the widths the
 * server renders. Width and height reserve its space, so nothing moves when it arrives.
 */
export function ResponsiveImage({
  image,
  sizes,
  alt,
  className,
  eager = false,
  priority = false,
}: ResponsiveImageProps) {
  const srcSet = imageSrcSet(image);
  const sources = srcSet !== undefined && isConvertible(image) ? modernImageFormats : [];
  const [best] = sources;
  if (priority && best !== undefined) {
    // The preload names the type, so a browser without AVIF skips it and loads its <source> instead.
    preload(imageUrl(image, 'small', best.extension), {
      as: 'image',
      imageSrcSet: imageSrcSet(image, best.extension),
      imageSizes: sizes,
      fetchPriority: 'high',
      type: best.type,
    });
  }
  const img = (
    <img
      className={className}
      src={imageUrl(image, image.width > 640 ? 'small' : undefined)}
      srcSet={srcSet}
      sizes={srcSet === undefined ? undefined : sizes}
      width={image.width > 0 ? image.width : undefined}
      height={image.height > 0 ? image.height : undefined}
      alt={alt ?? image.alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture>
      {sources.map((format) => (
        <source
          key={format.extension}
          type={format.type}
          srcSet={imageSrcSet(image, format.extension)}
          sizes={sizes}
        />
      ))}
      {img}
    </picture>
  );
}
