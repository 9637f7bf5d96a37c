import { menuBoard, type MenuBoard } from '../../../domain/signage/menu-board.js';
import { segmentKind } from '../../../domain/signage/signage-rules.js';
import { digitalSignageSegmentInputSchema } from '../../../domain/schemas/entities/digital-signage-segment.js';
import { notFoundMessage } from '../../../domain/validation/messages.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import type { PublicData } from '../../storefront/index.js';
import { findSegmentRow } from '../segments/queries.js';
import type { PlayingTv } from './service.js';

const storedContent = digitalSignageSegmentInputSchema.shape.content;

/**
 * A menu-board segment as the TV shows it now. It is read from the storefront's catalogue cache, so a
 * room of TVs asking every few seconds costs no query beyond the segment, and a product switched off
 * on this instance drops off at once (on another instance within the cache's few seconds).
 */
export async function playerMenuBoard(
  db: Db,
  publicData: () => Promise<PublicData>,
  tv: PlayingTv,
  segmentId: number,
  now: Date,
): Promise<MenuBoard> {
  const row = await findSegmentRow(db, segmentId);
  const content = row === undefined ? undefined : storedContent.parse(row.content);
  if (
    row === undefined ||
    content === undefined ||
    segmentKind({ image: row.imageId, upload: row.uploadId, scene: row.sceneId, content }) !== 'menuBoard'
  )
    throw new HttpError(404, notFoundMessage('Filmsequenz'));
  const data = await publicData();
  return menuBoard(
    {
      menus: data.catalogue.menus,
      categories: data.initData['/api/categories'],
      products: data.catalogue.products,
    },
    tv.branch,
    { menu: content.menu, categories: content.categories },
    now,
    data.catalogue.config.currency,
  );
}
