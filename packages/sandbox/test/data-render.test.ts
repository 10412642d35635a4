import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { SignedWaiver } from '../../../shared/domain/waiver.ts';
import { generateDataset } from '../src/data/generate.ts';
import { renderWaiverPdf, renderWaiverPhotos, renderWaiverSignatures } from '../src/data/render.ts';

const dataset = generateDataset({
  seed: 11,
  waivers: 600,
  now: Date.parse('2026-11-21T15:04:05Z'),
  timeZone: 'America/Vancouver',
});

function find(predicate: (waiver: SignedWaiver) => boolean): SignedWaiver {
  const waiver = dataset.waivers.find(predicate);
  if (!waiver) throw new Error('no waiver in the dataset matches');
  return waiver;
}

const guardianWaiver = find((waiver) => waiver.guardian !== null);
const groupWaiver = find((waiver) => waiver.participants.length >= 3 && waiver.guardian === null);
const idPhotoWaiver = find((waiver) => waiver.photos === 2 && waiver.dob === '1800-01-01');

interface PngInfo {
  width: number;
  height: number;
  chunkTypes: string[];
}

/** Checks the signature, every chunk CRC and the decompressed size; returns the header facts. */
function parsePng(base64: string): PngInfo {
  const png = Buffer.from(base64, 'base64');
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunkTypes: string[] = [];
  const idat: Buffer[] = [];
  let width = 0;
  let height = 0;
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length), `${type} CRC`).toBe(
      crc32(png.subarray(offset + 4, offset + 8 + length)),
    );
    chunkTypes.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]]).toEqual([8, 2]);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  expect(offset).toBe(png.length);
  expect(chunkTypes[0]).toBe('IHDR');
  expect(chunkTypes.at(-1)).toBe('IEND');
  expect(inflateSync(Buffer.concat(idat)).length).toBe(height * (1 + width * 3));
  return { width, height, chunkTypes };
}

describe('renderWaiverPdf', () => {
  it('writes a structurally valid PDF whose cross-reference offsets point at their objects', () => {
    const pdf = renderWaiverPdf(guardianWaiver);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 5)).toBe('xref\n');
    const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
    expect(Number(first)).toBe(0);
    const entries = text
      .slice(startxref)
      .split('\n')
      .slice(2, 2 + Number(count));
    expect(entries[0]).toBe('0000000000 65535 f ');
    entries.slice(1).forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + 20)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
    expect(text).toMatch(new RegExp(`trailer\\n<< /Size ${count} /Root 1 0 R`));
    const stream = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    const start = (stream?.index ?? 0) + (stream?.[0].length ?? 0);
    expect(text.slice(start + Number(stream?.[1]), start + Number(stream?.[1]) + 10)).toBe('\nendstream');
  });

  it('shows the title, every participant, the guardian and the signing date', () => {
    const text = renderWaiverPdf(groupWaiver).toString('latin1');
    expect(text).toContain(`(${groupWaiver.title.replace(/[()\\]/g, '\\$&')}) Tj`);
    expect(text).toContain(groupWaiver.createdOn);
    for (const participant of groupWaiver.participants) {
      // Latin-1 names appear as they are; others fall back letter by letter.
      const latin1 = Buffer.from(participant.lastName, 'latin1').toString('latin1') === participant.lastName;
      if (latin1) expect(text).toContain(participant.lastName.replace(/[()\\]/g, '\\$&'));
    }
    const withGuardian = renderWaiverPdf(guardianWaiver).toString('latin1');
    expect(withGuardian).toContain(`Signed by ${guardianWaiver.guardian?.firstName}`);
  });

  it('is deterministic per waiver and differs between waivers', () => {
    expect(renderWaiverPdf(groupWaiver).equals(renderWaiverPdf(groupWaiver))).toBe(true);
    expect(renderWaiverPdf(groupWaiver).equals(renderWaiverPdf(guardianWaiver))).toBe(false);
  });
});

describe('renderWaiverPhotos', () => {
  it('renders one valid PNG per counted photo, the ID first on templates that take one', () => {
    const photos = renderWaiverPhotos(idPhotoWaiver);
    expect(photos).toHaveLength(2);
    expect(photos.map((photo) => photo.type)).toEqual(['id', 'participant']);
    for (const photo of photos) {
      expect(photo.fileType).toBe('png');
      expect(photo.date).toBe(idPhotoWaiver.createdOn);
      expect(photo.tag).not.toBe('');
      expect(photo.photoId).toMatch(/^[0-9A-Za-z]{22}$/);
      const info = parsePng(photo.photo);
      expect(info.width).toBeGreaterThan(0);
    }
    expect(new Set(photos.map((photo) => photo.photoId)).size).toBe(2);
    expect(renderWaiverPhotos(find((waiver) => waiver.photos === 0))).toEqual([]);
  });

  it('is deterministic per waiver', () => {
    expect(renderWaiverPhotos(idPhotoWaiver)).toEqual(renderWaiverPhotos(idPhotoWaiver));
  });
});

describe('renderWaiverSignatures', () => {
  it('renders a valid PNG per participant and one for a guardian', () => {
    const signatures = renderWaiverSignatures(guardianWaiver);
    expect(signatures.participants).toHaveLength(guardianWaiver.participants.length);
    expect(signatures.guardian).toHaveLength(1);
    expect(signatures.bodySignatures).toEqual([]);
    expect(signatures.bodyInitials).toEqual([]);
    for (const image of [...signatures.participants, ...signatures.guardian]) {
      expect(parsePng(image).chunkTypes).toEqual(['IHDR', 'IDAT', 'IEND']);
    }
    const group = renderWaiverSignatures(groupWaiver);
    expect(group.participants).toHaveLength(groupWaiver.participants.length);
    expect(group.guardian).toEqual([]);
    expect(new Set(group.participants).size).toBe(group.participants.length);
  });

  it('is deterministic per waiver', () => {
    expect(renderWaiverSignatures(groupWaiver)).toEqual(renderWaiverSignatures(groupWaiver));
  });
});
