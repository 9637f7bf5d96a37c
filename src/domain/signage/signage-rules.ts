/** German messages of the digital-signage rules that the general catalogue has no wording for. */
export const signageMessages = {
  imageAndVideo: 'Eine Filmsequenz zeigt entweder ein Bild oder ein Video, nicht beides.',
  oneSource:
    'Eine Filmsequenz zeigt genau eines: ein Bild, ein Video, eine Szene, eine Webseite, die Abholanzeige oder die Speisekarte.',
  menuOnly: 'Produktkatalog und Kategorien gelten nur für die Speisekarte.',
  nothingToShow: 'Eine Filmsequenz ohne Bild und Video braucht einen Titel oder einen Text.',
  notAVideo: 'Bitte wählen Sie eine Videodatei (MP4, WebM oder MPEG).',
  notHttps: 'Bitte geben Sie eine Webseite mit https:// an.',
} as const;

export const segmentKinds = [
  'image',
  'video',
  'scene',
  'webPage',
  'pickupBoard',
  'menuBoard',
  'text',
] as const;
export type SegmentKind = (typeof segmentKinds)[number];

/** The boards a segment shows live: the branch's orders ready for pickup, its menu without sold-out products. */
export const segmentBoards = ['pickup', 'menu'] as const;
export type SegmentBoard = (typeof segmentBoards)[number];

/** Video files a TV can play; pictures are shown through images, which come in the right sizes. */
export const videoMimeTypes = ['video/mp4', 'video/webm', 'video/mpeg'] as const;

type SegmentSources = {
  image: unknown;
  upload: unknown;
  scene?: unknown;
  content: { url?: string | null; board?: SegmentBoard | null };
};
type SegmentParts = SegmentSources & {
  content: { title: string; text: string; menu?: number | null; categories?: readonly number[] };
};

function sourcesOf({ image, upload, scene = null, content }: SegmentSources) {
  return [
    { kind: 'image', present: image !== null, field: 'image' },
    { kind: 'video', present: upload !== null, field: 'upload' },
    { kind: 'scene', present: scene !== null, field: 'scene' },
    { kind: 'webPage', present: (content.url ?? null) !== null, field: 'content.url' },
    { kind: 'pickupBoard', present: content.board === 'pickup', field: 'content.board' },
    { kind: 'menuBoard', present: content.board === 'menu', field: 'content.board' },
  ] as const satisfies readonly { kind: SegmentKind; present: boolean; field: string }[];
}

export function segmentKind(segment: SegmentSources): SegmentKind {
  return sourcesOf(segment).find((source) => source.present)?.kind ?? 'text';
}

/**
 * A segment shows one thing: a picture, a video, a scene, a web page, the pickup board, the menu board or
 * a text slide; a menu or categories are chosen for the menu board only.
 */
export function segmentProblem(segment: SegmentParts): { field: string; message: string } | undefined {
  const present = sourcesOf(segment).filter((source) => source.present);
  const second = present[1];
  if (second !== undefined) {
    const pictureAndVideo = present.length === 2 && present[0]?.kind === 'image' && second.kind === 'video';
    return {
      field: second.field,
      message: pictureAndVideo ? signageMessages.imageAndVideo : signageMessages.oneSource,
    };
  }
  const { menu = null, categories = [] } = segment.content;
  if (segment.content.board !== 'menu' && (menu !== null || categories.length > 0))
    return {
      field: menu === null ? 'content.categories' : 'content.menu',
      message: signageMessages.menuOnly,
    };
  if (present.length === 0 && segment.content.title === '' && segment.content.text === '')
    return { field: 'content.title', message: signageMessages.nothingToShow };
  return undefined;
}

/** A TV reports in every minute while it plays; one silent for longer than this counts as offline. */
export const ONLINE_WITHIN_MS = 5 * 60_000;
export const HEARTBEAT_INTERVAL_MS = 60_000;

export function isOnline(lastSeenAt: Date | null, now: Date): boolean {
  return lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() <= ONLINE_WITHIN_MS;
}

/**
 * A scene shows an image template's picture when its content names one, as `"imageTemplate": 3` or,
 * as the back office writes links, `"imageTemplate": { "id": 3 }`.
 */
export function sceneTemplateId(content: Readonly<Record<string, unknown>>): number | null {
  const named = content.imageTemplate;
  const id = typeof named === 'object' && named !== null && 'id' in named ? named.id : named;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}
