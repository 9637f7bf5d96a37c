import { useEffect, useRef } from 'react';
import type { PlayerSegment } from '../../../domain/schemas/signage-player.js';
import type { MenuBoard } from '../../../domain/signage/menu-board.js';
import { signageTexts as texts } from '../../i18n/signage.js';
import { t } from '../../i18n/t.js';
import { mediaUrl } from '../utils/media.js';
import { MenuBoardView } from './menu-board-view.js';

type Props = {
  segment: PlayerSegment;
  muted: boolean;
  tickets: readonly number[];
  /** The address to play a file from: the kept copy where there is one. */
  source: (url: string) => string;
  /** The player's API address, under which the server draws scenes' image templates. */
  playerBase: string;
  loadMenuBoard: (segmentId: number) => Promise<MenuBoard>;
};

/** A scene: its image template's picture where it has one, else its title and text. */
function SceneView({ segment, picture }: { segment: PlayerSegment; picture: string | null }) {
  const content = segment.scene?.content ?? {};
  const title = typeof content.title === 'string' ? content.title : (segment.scene?.name ?? segment.name);
  const text = typeof content.text === 'string' ? content.text : '';
  if (picture !== null)
    return (
      <img className="signage-media" src={picture} alt={[title || segment.name, text].join(' ').trim()} />
    );
  return <TextView title={title || segment.name} text={text} />;
}

function TextView({ title, text }: { title: string; text: string }) {
  return (
    <div className="signage-text">
      {title === '' ? null : <h1>{title}</h1>}
      {text === '' ? null : <p>{text}</p>}
    </div>
  );
}

function VideoView({ src, muted, label }: { src: string; muted: boolean; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (element === null) return;
    element.muted = muted;
    // A browser that refuses to start with sound (no one touched the TV yet) gets to start silent.
    element.play().catch(() => {
      element.muted = true;
      element.play().catch(() => undefined);
    });
  }, [src, muted]);
  return <video ref={video} className="signage-media" src={src} loop playsInline aria-label={label} />;
}

/** The pickup board: the ticket numbers the branch's guests can collect now, live. */
export function PickupBoardView({ tickets }: { tickets: readonly number[] }) {
  return (
    <div className="signage-pickup">
      <h1>{texts.pickupTitle}</h1>
      {tickets.length === 0 ? (
        <p>{texts.pickupEmpty}</p>
      ) : (
        <ul className="signage-pickup__tickets" aria-live="polite">
          {tickets.map((number) => (
            <li key={number}>{t(texts.pickupTicket, { number })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One segment, filling the screen. */
export function SegmentView({ segment, muted, tickets, source, playerBase, loadMenuBoard }: Props) {
  const file = mediaUrl(segment, playerBase);
  switch (segment.kind) {
    case 'image':
      return file === null ? null : (
        <img className="signage-media" src={source(file)} alt={segment.image?.alt || segment.name} />
      );
    case 'video':
      return file === null ? null : (
        <VideoView src={source(file)} muted={muted} label={t(texts.videoLabel, { name: segment.name })} />
      );
    case 'scene':
      return <SceneView segment={segment} picture={file === null ? null : source(file)} />;
    case 'webPage':
      return (
        <iframe
          className="signage-frame"
          src={segment.content.url ?? undefined}
          title={t(texts.webPageTitle, { name: segment.name })}
          sandbox="allow-scripts allow-same-origin"
          referrerPolicy="no-referrer"
        />
      );
    case 'pickupBoard':
      return <PickupBoardView tickets={tickets} />;
    case 'menuBoard':
      return <MenuBoardView segmentId={segment.id} title={segment.content.title} load={loadMenuBoard} />;
    case 'text':
      return <TextView title={segment.content.title} text={segment.content.text} />;
  }
}
