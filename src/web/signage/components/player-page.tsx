import './player.css';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { applyPickupChange, type PickupBoardState } from '../../../domain/order-board/pickup.js';
import { signagePlaylistSchema, type SignagePlaylist } from '../../../domain/schemas/signage-player.js';
import { heldSegment, isMuted, type IssuedSignageCommand } from '../../../domain/signage/commands.js';
import { nextSegmentIndex } from '../../../domain/signage/schedule.js';
import { HEARTBEAT_INTERVAL_MS } from '../../../domain/signage/signage-rules.js';
import { ApiError } from '../../api/client.js';
import { signageTexts as texts } from '../../i18n/signage.js';
import { t } from '../../i18n/t.js';
import { StatusPage } from '../../ui/status-page.js';
import { isRefused, playerApi } from '../api/player-api.js';
import { useMediaCache } from '../hooks/use-media-cache.js';
import { usePlayerEvents } from '../hooks/use-player-events.js';
import { mediaUrl } from '../utils/media.js';
import { SegmentView } from './segment-view.js';

/** With nothing on schedule, the TV looks again this often whether something is due now. */
const IDLE_CHECK_MS = 30_000;
const RELOADED_KEY = 'tischlein.signage.reloaded';

function stored(key: string): SignagePlaylist | null {
  try {
    const parsed = signagePlaylistSchema.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const sameCommand = (a: IssuedSignageCommand | null, b: IssuedSignageCommand | null) =>
  a?.issuedAt === b?.issuedAt && a?.type === b?.type;

/**
 * A TV's player: plays its stream full screen, each segment for its duration and when its schedule
 * lets it, fetching the next one's file ahead. It keeps the last playlist and the files it fetched, so a
 * network loss leaves it playing what it has while it reconnects; it reports in every minute and obeys
 * the command in force the moment the event stream (or, failing that, the heartbeat) brings it.
 */
export function SignagePlayerPage() {
  const { deviceId = '', key = '' } = useParams();
  const api = useMemo(() => playerApi(deviceId, key), [deviceId, key]);
  const [playlist, setPlaylist] = useState<SignagePlaylist | null>(() => stored(api.storageKey));
  const [command, setCommand] = useState<IssuedSignageCommand | null>(() => playlist?.command ?? null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [pickup, setPickupState] = useState<PickupBoardState | null>(null);
  // Events can arrive faster than renders: each applies to the board the one before left.
  const pickupNow = useRef<PickupBoardState | null>(null);
  const setPickup = useCallback((next: PickupBoardState) => {
    pickupNow.current = next;
    setPickupState(next);
  }, []);
  const tickets = pickup?.tickets ?? [];
  const [turn, setTurn] = useState<{ index: number | null; count: number }>({ index: null, count: 0 });

  const loadPlaylist = useCallback(async () => {
    try {
      const next = await api.playlist();
      setPlaylist(next);
      setCommand((current) => (sameCommand(current, next.command) ? current : next.command));
      setRefusal(null);
      setUnreachable(false);
      localStorage.setItem(api.storageKey, JSON.stringify(next));
    } catch (error) {
      if (isRefused(error)) {
        localStorage.removeItem(api.storageKey);
        setPlaylist(null);
        setRefusal(error instanceof ApiError ? (error.errors[0]?.message ?? texts.refusedFallback) : null);
      } else setUnreachable(true);
    }
  }, [api]);

  const loadPickup = useCallback(async () => {
    try {
      setPickup(await api.pickup());
    } catch {
      // Offline: the board keeps the numbers it had until the stream is back.
    }
  }, [api, setPickup]);

  const online = usePlayerEvents(api.eventsPath, {
    onCommand: (next) => {
      setCommand(next);
      // A held segment may be one the stream does not play; the playlist brings it along.
      if (heldSegment(next) !== null) void loadPlaylist();
    },
    // The change itself is applied; only a gap or a deleted order costs a request.
    onOrders: (change) => {
      const board = pickupNow.current;
      const step = change === undefined || board === null ? undefined : applyPickupChange(board, change);
      if (step?.kind === 'applied') setPickup(step.board);
      else if (step?.kind !== 'held') void loadPickup();
    },
    onResync: () => {
      void loadPlaylist();
      void loadPickup();
    },
  });

  useEffect(() => {
    const timer = setInterval(() => {
      api.heartbeat().then(
        (answer) =>
          setCommand((current) => (sameCommand(current, answer.command) ? current : answer.command)),
        // A refused key (replaced while a lost announcement left the stream open): show why it stopped.
        (error: unknown) => {
          if (isRefused(error)) void loadPlaylist();
        },
      );
    }, HEARTBEAT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [api, loadPlaylist]);

  useEffect(() => {
    if (command?.type !== 'reload' || sessionStorage.getItem(RELOADED_KEY) === command.issuedAt) return;
    sessionStorage.setItem(RELOADED_KEY, command.issuedAt);
    window.location.reload();
  }, [command]);

  const segments = useMemo(() => playlist?.segments ?? [], [playlist]);
  const schedules = useMemo(() => segments.map((segment) => segment.content.schedule), [segments]);
  const playingRef = useRef({ segments, schedules });
  useEffect(() => {
    playingRef.current = { segments, schedules };
  });
  const held = heldSegment(command) === null ? null : (playlist?.heldSegment ?? null);
  const current = held ?? (turn.index === null ? undefined : segments[turn.index]);

  // Each turn plays one segment for its duration, then the next on schedule; a hold stops the turns.
  useEffect(() => {
    if (held !== null) return;
    const list = playingRef.current.schedules;
    const playing = turn.index === null ? undefined : playingRef.current.segments[turn.index];
    if (playing === undefined) {
      const first = nextSegmentIndex(list, -1, new Date());
      if (first !== null) {
        setTurn((previous) => ({ index: first, count: previous.count + 1 }));
        return;
      }
      const timer = setTimeout(
        () => setTurn((previous) => ({ ...previous, count: previous.count + 1 })),
        IDLE_CHECK_MS,
      );
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(() => {
      setTurn((previous) => ({
        index: nextSegmentIndex(playingRef.current.schedules, previous.index ?? -1, new Date()),
        count: previous.count + 1,
      }));
    }, playing.durationSeconds * 1000);
    return () => clearTimeout(timer);
    // A new playlist does not cut the playing segment short; `segments.length` starts an empty TV.
  }, [turn, held, segments.length]);

  const urls = useMemo(
    () =>
      [...segments, ...(held === null ? [] : [held])].flatMap((segment) => mediaUrl(segment, api.base) ?? []),
    [segments, held, api.base],
  );
  const media = useMediaCache(urls);
  const upcoming = turn.index === null ? null : nextSegmentIndex(schedules, turn.index, new Date());
  const next = upcoming === null ? undefined : segments[upcoming];
  const { preload } = media;
  const currentUrl = current === undefined ? null : mediaUrl(current, api.base);
  const nextUrl = next === undefined ? null : mediaUrl(next, api.base);
  useEffect(() => {
    preload(currentUrl);
    preload(nextUrl);
  }, [preload, currentUrl, nextUrl]);

  useEffect(() => {
    if (playlist !== null) document.title = t(texts.title, { name: playlist.tv.name });
  }, [playlist]);

  let body;
  if (refusal !== null) {
    body = <StatusPage title={texts.refusedTitle} text={`${refusal} ${texts.refusedHint}`} />;
  } else if (playlist === null) {
    body = unreachable ? (
      <StatusPage title={texts.unreachableTitle} text={texts.unreachableText} />
    ) : (
      <StatusPage title={texts.loading} />
    );
  } else if (current === undefined) {
    body = <StatusPage title={texts.nothingTitle} text={texts.nothingText} />;
  } else {
    body = (
      <SegmentView
        key={`${current.id}-${held === null ? turn.count : 'held'}`}
        segment={current}
        muted={isMuted(command)}
        tickets={tickets}
        source={media.source}
        playerBase={api.base}
        loadMenuBoard={api.menuBoard}
      />
    );
  }

  return (
    <main
      className="signage-player"
      data-segment={current?.id}
      data-muted={isMuted(command) ? 'true' : 'false'}
    >
      {body}
      {online || playlist === null ? null : (
        <p className="signage-offline" role="status">
          {texts.offline}
        </p>
      )}
    </main>
  );
}
