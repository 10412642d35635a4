/**
 * What a crash dump may tell support, read from the minidump Electron's crash
 * reporter (Crashpad) wrote: where the process stopped (the exception, and the
 * module and offset of its address), the processor and the system, and how many
 * modules were loaded. Nothing else: a minidump also holds the stacks' memory,
 * the command line and (on Linux) the environment, which can hold a customer's
 * name or the API key, so the dump itself never leaves the data folder; the
 * support report carries this summary of it.
 *
 * The format is Microsoft's MINIDUMP (little-endian): a header, a directory of
 * streams, each stream at an offset (RVA) from the start of the file.
 */
import path from 'node:path';

const SIGNATURE = 0x504d444d; // 'MDMP'
const HEADER_BYTES = 32;
const DIRECTORY_ENTRY_BYTES = 12;
const MODULE_BYTES = 108;

const STREAM = { moduleList: 4, exception: 6, systemInfo: 7 } as const;

const PROCESSORS: Record<number, string> = { 0: 'x86', 5: 'ARM', 9: 'x64', 12: 'ARM64' };
const PLATFORMS: Record<number, string> = { 2: 'Windows', 33025: 'macOS', 33281: 'Linux', 33283: 'Android' };

export interface MinidumpSummary {
  /** e.g. `0xC0000005`; null when the dump holds no exception. */
  exceptionCode: string | null;
  /** The module the exception's address falls in, by file name only, and the offset into it. */
  crashedIn: { module: string; offset: string } | null;
  processor: string | null;
  platform: string | null;
  modules: number;
}

const hex = (value: number | bigint): string => `0x${value.toString(16).toUpperCase()}`;

/** The summary of a minidump; null when `bytes` is not one (or too damaged to read). */
export function summarizeMinidump(bytes: Buffer): MinidumpSummary | null {
  if (bytes.length < HEADER_BYTES || bytes.readUInt32LE(0) !== SIGNATURE) return null;
  const streams = bytes.readUInt32LE(8);
  const directory = bytes.readUInt32LE(12);
  const inside = (offset: number, length: number) => offset >= 0 && offset + length <= bytes.length;
  if (!inside(directory, streams * DIRECTORY_ENTRY_BYTES)) return null;
  const located = new Map<number, { rva: number; size: number }>();
  for (let index = 0; index < streams; index++) {
    const at = directory + index * DIRECTORY_ENTRY_BYTES;
    const type = bytes.readUInt32LE(at);
    const size = bytes.readUInt32LE(at + 4);
    const rva = bytes.readUInt32LE(at + 8);
    if (inside(rva, size) && !located.has(type)) located.set(type, { rva, size });
  }

  const modules: { name: string; base: bigint; size: number }[] = [];
  const moduleList = located.get(STREAM.moduleList);
  if (moduleList && moduleList.size >= 4) {
    const count = bytes.readUInt32LE(moduleList.rva);
    for (let index = 0; index < count; index++) {
      const at = moduleList.rva + 4 + index * MODULE_BYTES;
      if (!inside(at, MODULE_BYTES)) break;
      const base = bytes.readBigUInt64LE(at);
      const size = bytes.readUInt32LE(at + 8);
      const nameRva = bytes.readUInt32LE(at + 20);
      modules.push({ name: moduleName(bytes, nameRva), base, size });
    }
  }

  let exceptionCode: string | null = null;
  let crashedIn: MinidumpSummary['crashedIn'] = null;
  const exception = located.get(STREAM.exception);
  // Thread id, alignment, then the record: code, flags, nested record, address.
  if (exception && exception.size >= 32) {
    exceptionCode = hex(bytes.readUInt32LE(exception.rva + 8));
    const address = bytes.readBigUInt64LE(exception.rva + 24);
    const module = modules.find((one) => address >= one.base && address < one.base + BigInt(one.size));
    crashedIn = module ? { module: module.name, offset: hex(address - module.base) } : null;
  }

  let processor: string | null = null;
  let platform: string | null = null;
  const system = located.get(STREAM.systemInfo);
  if (system && system.size >= 24) {
    const architecture = bytes.readUInt16LE(system.rva);
    const platformId = bytes.readUInt32LE(system.rva + 20);
    processor = PROCESSORS[architecture] ?? hex(architecture);
    platform = PLATFORMS[platformId] ?? hex(platformId);
  }
  return { exceptionCode, crashedIn, processor, platform, modules: modules.length };
}

/** A module's file name without its folder (a folder can name the person's account on the computer). */
function moduleName(bytes: Buffer, rva: number): string {
  if (rva + 4 > bytes.length) return '?';
  const length = bytes.readUInt32LE(rva);
  const end = rva + 4 + length;
  if (end > bytes.length || length % 2 !== 0) return '?';
  const full = bytes.subarray(rva + 4, end).toString('utf16le');
  return path.win32.basename(path.posix.basename(full)) || '?';
}

/** The summary in one line, for the log and the support report. */
export function describeMinidump(summary: MinidumpSummary | null): string {
  if (!summary) return 'not a crash dump the desk can read';
  const where = summary.crashedIn ? ` in ${summary.crashedIn.module} at +${summary.crashedIn.offset}` : '';
  const what = summary.exceptionCode ? `exception ${summary.exceptionCode}${where}` : 'no exception recorded';
  const system = [summary.processor, summary.platform].filter(Boolean).join(', ');
  return `${what}; ${summary.modules} modules loaded${system ? `; ${system}` : ''}`;
}
