import type { PlayerSegment } from '../../../domain/schemas/signage-player.js';
import { imageUrl } from '../../lib/image-url.js';

/** The file a segment plays, if it has one: a TV's picture in the large variant, or the video itself. */
export function mediaUrl(segment: PlayerSegment): string | null {
  if (segment.image !== null) return imageUrl(segment.image, 'large');
  const upload = segment.upload;
  if (upload !== null)
    return `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;
  return null;
}
