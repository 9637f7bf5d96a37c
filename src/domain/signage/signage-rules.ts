/** German messages of the digital-signage rules that the general catalogue has no wording for. */
export const signageMessages = {
  imageAndVideo: 'Eine Filmsequenz zeigt entweder ein Bild oder ein Video, nicht beides.',
  nothingToShow: 'Eine Filmsequenz ohne Bild und Video braucht einen Titel oder einen Text.',
  notAVideo: 'Bitte wählen Sie eine Videodatei (MP4, WebM oder MPEG).',
} as const;

export const segmentKinds = ['image', 'video', 'text'] as const;
export type SegmentKind = (typeof segmentKinds)[number];

/** Video files a TV can play; pictures are shown through images, which come in the right sizes. */
export const videoMimeTypes = ['video/mp4', 'video/webm', 'video/mpeg'] as const;

type SegmentParts = { image: unknown; upload: unknown; content: { title: string; text: string } };

export function segmentKind({ image, upload }: Pick<SegmentParts, 'image' | 'upload'>): SegmentKind {
  if (image !== null) return 'image';
  return upload !== null ? 'video' : 'text';
}

/** A segment shows one thing: a picture, a video, or a text slide. */
export function segmentProblem(segment: SegmentParts): { field: string; message: string } | undefined {
  if (segment.image !== null && segment.upload !== null)
    return { field: 'upload', message: signageMessages.imageAndVideo };
  if (segmentKind(segment) === 'text' && segment.content.title === '' && segment.content.text === '')
    return { field: 'content.title', message: signageMessages.nothingToShow };
  return undefined;
}

/** A TV reports in every minute while it plays; one silent for longer than this counts as offline. */
export const ONLINE_WITHIN_MS = 5 * 60_000;

export function isOnline(lastSeenAt: Date | null, now: Date): boolean {
  return lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() <= ONLINE_WITHIN_MS;
}
