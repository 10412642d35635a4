/**
 * A minimal one-page PDF 1.4 writer: lines of Helvetica text and horizontal rules,
 * with a correct cross-reference table so that any reader opens it.
 */

export interface PdfLine {
  text: string;
  size: number;
  /** Points from the top of the page. */
  top: number;
  bold?: boolean;
}

export interface PdfDocument {
  title: string;
  /** 'D:YYYYMMDDHHmmSS+00'00'' or '' */
  creationDate: string;
  lines: PdfLine[];
  /** Rules, as points from the top of the page, drawn across the text column. */
  rules: number[];
}

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN = 56;

// Characters of WinAnsiEncoding outside Latin-1 that names and titles use.
const WIN_ANSI_EXTRAS: Readonly<Record<string, number>> = {
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  Œ: 0x8c,
  œ: 0x9c,
  Š: 0x8a,
  š: 0x9a,
  Ž: 0x8e,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** A PDF literal string in WinAnsiEncoding; letters it lacks fall back to their base letter. */
function literal(text: string): Buffer {
  const bytes: number[] = [0x28];
  for (const char of text) {
    let code = WIN_ANSI_EXTRAS[char] ?? char.charCodeAt(0);
    if (code > 0xff) code = char.normalize('NFD').charCodeAt(0);
    if (code > 0xff) code = 0x3f; // '?'
    if (code === 0x28 || code === 0x29 || code === 0x5c) bytes.push(0x5c);
    bytes.push(code);
  }
  bytes.push(0x29);
  return Buffer.from(bytes);
}

function contentStream(document: PdfDocument): Buffer {
  const parts: Buffer[] = [];
  for (const line of document.lines) {
    const font = line.bold ? 'F2' : 'F1';
    parts.push(Buffer.from(`BT /${font} ${line.size} Tf ${MARGIN} ${PAGE_HEIGHT - line.top} Td `, 'latin1'));
    parts.push(literal(line.text));
    parts.push(Buffer.from(' Tj ET\n', 'latin1'));
  }
  for (const top of document.rules) {
    const y = PAGE_HEIGHT - top;
    parts.push(Buffer.from(`0.6 w ${MARGIN} ${y} m ${PAGE_WIDTH - MARGIN} ${y} l S\n`, 'latin1'));
  }
  return Buffer.concat(parts);
}

export function writePdf(document: PdfDocument): Buffer {
  const content = contentStream(document);
  const info = [Buffer.from('<< /Producer (Waiver Desk sandbox) /Title ', 'latin1'), literal(document.title)];
  if (document.creationDate) info.push(Buffer.from(` /CreationDate (${document.creationDate})`, 'latin1'));
  info.push(Buffer.from(' >>', 'latin1'));
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
      'latin1',
    ),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
      'latin1',
    ),
    Buffer.from(
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
      'latin1',
    ),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    Buffer.concat(info),
  ];
  // The binary comment line tells transfer tools the file is not text.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(object);
    length += object.length;
  });
  // Every xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space, newline.
  let xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) xref += `${String(offset).padStart(10, '0')} 00000 n \n`;
  xref += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  xref += `startxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
