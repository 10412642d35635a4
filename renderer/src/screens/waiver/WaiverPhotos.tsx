/**
 * Photos taken at signing, fetched from the service as files and shown through blob
 * URLs; each opens large in the viewer (for checking an ID against the person).
 */
import { lazy, Suspense, useState } from 'react';
import { describeFailure } from '../../components/failure.ts';
import { useObjectUrl } from '../../pdf/object-url.ts';
import { useDeskFile } from '../../pdf/use-desk-file.ts';
import { photoLabel } from './photo-label.ts';
import { waiverText } from './words.ts';

const PhotoViewer = lazy(() =>
  import('./PhotoViewer.tsx').then((module) => ({ default: module.PhotoViewer })),
);

interface PhotoProps {
  waiverId: string;
  index: number;
  count: number;
  onOpen: () => void;
}

function Photo({ waiverId, index, count, onOpen }: PhotoProps) {
  const file = useDeskFile({ kind: 'waiver-photo', waiverId, index });
  const url = useObjectUrl(file.data);
  const label = photoLabel(index, count);
  if (url) {
    return (
      <button
        type="button"
        className="photo photo-button"
        onClick={onOpen}
        aria-label={waiverText.photos.openLarge(label)}
      >
        <img src={url} alt={label} className="photo-image" data-testid="waiver-photo" />
      </button>
    );
  }
  return (
    <div className="photo photo-placeholder" aria-busy={file.isPending && !file.error}>
      {file.error
        ? waiverText.photos.cannotShow(describeFailure(file.error).message)
        : waiverText.photos.loading}
    </div>
  );
}

/** A waiver's photos are known by their place in its list: that place is each photo's id. */
const photoIndexes = (count: number): number[] => Array.from({ length: count }, (_, index) => index);

export function WaiverPhotos({ waiverId, count }: { waiverId: string; count: number }) {
  const [large, setLarge] = useState<number | null>(null);
  if (count <= 0) return <p className="muted">{waiverText.photos.none}</p>;
  return (
    <>
      <div className="photos">
        {photoIndexes(count).map((photo) => (
          <Photo key={photo} waiverId={waiverId} index={photo} count={count} onOpen={() => setLarge(photo)} />
        ))}
      </div>
      {large === null ? null : (
        <Suspense fallback={<p className="loading">{waiverText.photos.loading}</p>}>
          <PhotoViewer waiverId={waiverId} count={count} start={large} onClose={() => setLarge(null)} />
        </Suspense>
      )}
    </>
  );
}
