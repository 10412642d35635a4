/** Photos taken at signing, fetched from the service as files and shown through blob URLs. */
import { describeFailure } from '../../components/failure.ts';
import { useObjectUrl } from '../../pdf/object-url.ts';
import { useDeskFile } from '../../pdf/use-desk-file.ts';
import { waiverText } from '../../strings.ts';

function Photo({ waiverId, index, count }: { waiverId: string; index: number; count: number }) {
  const file = useDeskFile({ kind: 'waiver-photo', waiverId, index });
  const url = useObjectUrl(file.data);
  const label = count === 1 ? waiverText.photos.onlyPhoto : waiverText.photos.photoOf(index + 1, count);
  if (url) {
    return (
      <div className="photo">
        <img src={url} alt={label} className="photo-image" data-testid="waiver-photo" />
      </div>
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
  if (count <= 0) return <p className="muted">{waiverText.photos.none}</p>;
  return (
    <div className="photos">
      {photoIndexes(count).map((photo) => (
        <Photo key={photo} waiverId={waiverId} index={photo} count={count} />
      ))}
    </div>
  );
}
