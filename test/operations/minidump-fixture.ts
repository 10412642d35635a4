/**
 * A minidump as Crashpad writes one, small: a header, a directory of streams, the
 * system, the module list (full paths, as on disk), the exception, and a memory
 * stream holding what a real dump's stack memory could hold: a customer's name
 * and email, the API key. Built byte by byte after Microsoft's MINIDUMP layout.
 */

export interface MinidumpFixture {
  modules: { path: string; base: bigint; size: number }[];
  exception: { code: number; address: bigint } | null;
  /** Bytes of a memory stream: what must never leave the computer. */
  memory: string;
}

export function buildMinidump(fixture: MinidumpFixture): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  const place = (bytes: Buffer): number => {
    const at = offset;
    parts.push(bytes);
    offset += bytes.length;
    return at;
  };
  const streamCount = fixture.exception ? 4 : 3;
  const header = Buffer.alloc(32);
  place(header);
  const directory = Buffer.alloc(streamCount * 12);
  const directoryAt = place(directory);

  const names = fixture.modules.map((module) => {
    const text = Buffer.from(module.path, 'utf16le');
    const bytes = Buffer.alloc(4 + text.length);
    bytes.writeUInt32LE(text.length, 0);
    text.copy(bytes, 4);
    return place(bytes);
  });
  const moduleList = Buffer.alloc(4 + fixture.modules.length * 108);
  moduleList.writeUInt32LE(fixture.modules.length, 0);
  fixture.modules.forEach((module, index) => {
    const at = 4 + index * 108;
    moduleList.writeBigUInt64LE(module.base, at);
    moduleList.writeUInt32LE(module.size, at + 8);
    moduleList.writeUInt32LE(names[index] ?? 0, at + 20);
  });
  const moduleListAt = place(moduleList);

  const system = Buffer.alloc(56);
  system.writeUInt16LE(9, 0); // x64
  system.writeUInt32LE(0x8201, 20); // Linux
  const systemAt = place(system);

  const memory = Buffer.from(fixture.memory, 'utf8');
  const memoryAt = place(memory);

  const entries: [number, number, number][] = [
    [4, moduleList.length, moduleListAt],
    [7, system.length, systemAt],
    [5, memory.length, memoryAt],
  ];
  if (fixture.exception) {
    const exception = Buffer.alloc(168);
    exception.writeUInt32LE(1, 0);
    exception.writeUInt32LE(fixture.exception.code, 8);
    exception.writeBigUInt64LE(fixture.exception.address, 24);
    entries.push([6, exception.length, place(exception)]);
  }
  header.writeUInt32LE(0x504d444d, 0);
  header.writeUInt32LE(0xa793, 4);
  header.writeUInt32LE(entries.length, 8);
  header.writeUInt32LE(directoryAt, 12);
  entries.forEach(([type, size, rva], index) => {
    directory.writeUInt32LE(type, index * 12);
    directory.writeUInt32LE(size, index * 12 + 4);
    directory.writeUInt32LE(rva, index * 12 + 8);
  });
  return Buffer.concat(parts);
}
