/**
 * A photo taken at signing, large, for checking an ID against the person at the
 * counter: a modal sized to the photo, which fills as much of the window as its
 * shape allows (a small photo is drawn larger, never left as a thumbnail in an
 * empty box), with the other photos a key away (← →), zoom (+ − and 0 to fit) and
 * Esc to close. The image is the desk's file, through a blob URL.
 */
import { type CSSProperties, type KeyboardEvent, useEffect, useState } from 'react';
import { describeFailure } from '../../components/failure.ts';
import { useModalDialog } from '../../components/use-modal-dialog.ts';
import { useObjectUrl } from '../../pdf/object-url.ts';
import { useDeskFile } from '../../pdf/use-desk-file.ts';
import { photoLabel } from './photo-label.ts';
import { waiverText } from './words.ts';

const words = waiverText.photos;

/** Zoom steps over the size that fits the viewer. */
export const PHOTO_ZOOMS = [1, 1.5, 2, 3, 4] as const;

/** Of the window: what the photo may take at fit, the dialog's own head, tools and margins aside. */
const WINDOW_SHARE = { width: 0.94, height: 0.9 } as const;
/** The dialog's head, tools and margins around the photo, in pixels. */
const FRAME = { width: 40, height: 150 } as const;

export interface PhotoSize {
  width: number;
  height: number;
}

/** The size that shows the whole photo as large as the window allows, keeping its shape. */
export function fittedSize(natural: PhotoSize, window: PhotoSize): PhotoSize {
  const room = {
    width: Math.max(120, window.width * WINDOW_SHARE.width - FRAME.width),
    height: Math.max(120, window.height * WINDOW_SHARE.height - FRAME.height),
  };
  const scale = Math.min(room.width / natural.width, room.height / natural.height);
  return { width: Math.round(natural.width * scale), height: Math.round(natural.height * scale) };
}

function useWindowSize(): PhotoSize {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useEffect(() => {
    const onResize = () => setSize({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return size;
}

function LargePhoto({
  waiverId,
  index,
  count,
  zoom,
  fitted,
  onSize,
}: {
  waiverId: string;
  index: number;
  count: number;
  zoom: number;
  /** The photo's size at fit; null until it has loaded. */
  fitted: PhotoSize | null;
  onSize: (natural: PhotoSize) => void;
}) {
  const file = useDeskFile({ kind: 'waiver-photo', waiverId, index });
  const url = useObjectUrl(file.data);
  if (!url) {
    return (
      <p className="photo-viewer-wait" aria-busy={file.isPending && !file.error}>
        {file.error ? words.cannotShow(describeFailure(file.error).message) : words.loading}
      </p>
    );
  }
  return (
    <img
      src={url}
      alt={photoLabel(index, count)}
      className="photo-viewer-image"
      data-testid="photo-viewer-image"
      data-zoom={zoom}
      onLoad={(event) =>
        onSize({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })
      }
      style={fitted ? { width: fitted.width * zoom, height: fitted.height * zoom } : undefined}
    />
  );
}

interface Props {
  waiverId: string;
  count: number;
  start: number;
  onClose: () => void;
}

export function PhotoViewer({ waiverId, count, start, onClose }: Props) {
  const dialog = useModalDialog(onClose);
  const [index, setIndex] = useState(start);
  const [zoomStep, setZoomStep] = useState(0);
  const zoom = PHOTO_ZOOMS[zoomStep] ?? 1;
  const [natural, setNatural] = useState<PhotoSize | null>(null);
  const windowSize = useWindowSize();
  const fitted = natural && natural.width > 0 && natural.height > 0 ? fittedSize(natural, windowSize) : null;
  // The dialog is as wide as the photo at fit (its tools wrap under a narrow one).
  const sized: CSSProperties | undefined = fitted ? { width: fitted.width + FRAME.width } : undefined;

  const turn = (step: 1 | -1) => {
    setIndex((now) => (now + step + count) % count);
    setZoomStep(0);
  };
  const zoomBy = (step: 1 | -1) =>
    setZoomStep((now) => Math.min(PHOTO_ZOOMS.length - 1, Math.max(0, now + step)));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => turn(1),
      ArrowLeft: () => turn(-1),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      '0': () => setZoomStep(0),
    };
    const act = keys[event.key];
    if (!act || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    act();
  };

  return (
    <dialog
      ref={dialog.ref}
      className="photo-viewer"
      aria-labelledby={dialog.titleId}
      data-testid="photo-viewer"
      style={sized}
      onKeyDown={onKeyDown}
      onCancel={dialog.onCancel}
    >
      <div className="photo-viewer-head">
        <h2 id={dialog.titleId} className="photo-viewer-title" data-testid="photo-viewer-title">
          {photoLabel(index, count)}
        </h2>
        <button type="button" className="button button-outline" onClick={onClose}>
          {words.viewer.close}
        </button>
      </div>
      <div className="photo-viewer-tools">
        {count > 1 ? (
          <span className="photo-viewer-group">
            <button
              type="button"
              className="button-quiet"
              aria-keyshortcuts="ArrowLeft"
              onClick={() => turn(-1)}
            >
              {words.viewer.previous}
            </button>
            <button
              type="button"
              className="button-quiet"
              aria-keyshortcuts="ArrowRight"
              onClick={() => turn(1)}
            >
              {words.viewer.next}
            </button>
          </span>
        ) : null}
        <span className="photo-viewer-group">
          <button
            type="button"
            className="button-quiet"
            aria-keyshortcuts="-"
            disabled={zoomStep === 0}
            onClick={() => zoomBy(-1)}
          >
            {words.viewer.zoomOut}
          </button>
          <output className="photo-viewer-zoom" data-testid="photo-viewer-zoom">
            {words.viewer.zoom(Math.round(zoom * 100))}
          </output>
          <button
            type="button"
            className="button-quiet"
            aria-keyshortcuts="+"
            disabled={zoomStep === PHOTO_ZOOMS.length - 1}
            onClick={() => zoomBy(1)}
          >
            {words.viewer.zoomIn}
          </button>
          <button type="button" className="button-quiet" aria-keyshortcuts="0" onClick={() => setZoomStep(0)}>
            {words.viewer.fit}
          </button>
        </span>
        <span className="photo-viewer-keys" aria-hidden="true">
          {words.viewer.keys}
        </span>
      </div>
      <div className="photo-viewer-area">
        <LargePhoto
          key={index}
          waiverId={waiverId}
          index={index}
          count={count}
          zoom={zoom}
          fitted={fitted}
          onSize={setNatural}
        />
      </div>
    </dialog>
  );
}
