/** Photos taken at signing, fetched from the service as files and shown through blob URLs. */
import { describeFailure } from '../../components/failure.ts';
import { useObjectUrl } from '../../pdf/object-url.ts';
import { useDeskFile } from '../../pdf/use-desk-file.ts';

function Photo({ waiverId, index, count }: { waiverId: string; index: number; count: number }) {
  const file = useDeskFile({ kind: 'waiver-photo', waiverId, index });
  const url = useObjectUrl(file.data);
  const label = count === 1 ? 'Photo taken at signing' : `Photo ${index + 1} of ${count} taken at signing`;
  if (url) {
    return (
      <div className="photo">
        <img src={url} alt={label} className="photo-image" data-testid="waiver-photo" />
      </div>
    );
  }
  return (
    <div className="photo photo-placeholder" aria-busy={file.isPending && !file.error}>
      {file.error ? `The photo can't be shown: ${describeFailure(file.error).message}` : 'Loading the photo…'}
    </div>
  );
}

/** A waiver's photos are known by their place in its list: that place is each photo's id. */
const photoIndexes = (count: number): number[] => Array.from({ length: count }, (_, index) => index);

export function WaiverPhotos({ waiverId, count }: { waiverId: string; count: number }) {
  if (count <= 0) return <p className="muted">No photos were taken.</p>;
  return (
    <div className="photos">
      {photoIndexes(count).map((photo) => (
        <Photo key={photo} waiverId={waiverId} index={photo} count={count} />
      ))}
    </div>
  );
}
