import type { PlayerSegment } from '../../../domain/schemas/signage-player.js';
import { imageUrl } from '../../lib/image-url.js';

/**
 * The file a segment plays, if it has one: a TV's picture in the large variant, the video itself, or a
 * scene's image template drawn by the server (under the player's address, `playerBase`, since it takes
 * the TV's key; the tag changes with the picture, so a kept copy is never stale).
 */
export function mediaUrl(segment: PlayerSegment, playerBase: string): string | null {
  if (segment.image !== null) return imageUrl(segment.image, 'large');
  const template = segment.scene?.imageTemplate ?? null;
  if (segment.kind === 'scene' && segment.scene !== null && template !== null)
    return `${playerBase}/scenes/${segment.scene.id}/image.png?v=${encodeURIComponent(template.tag)}`;
  const upload = segment.upload;
  if (upload !== null)
    return `/upload/${upload.publicHash}/${upload.id}-${upload.version}.${upload.extension}`;
  return null;
}
