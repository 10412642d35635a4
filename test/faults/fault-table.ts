/**
 * The fault table: one line per fault, printed by the test that measured it, e.g.
 * `fault 429-storm: effect <what the person saw and what was stored>, recovered in 510 ms`.
 * "Recovered" is from the fault going away to the desk showing its normal state
 * again, with nobody touching it.
 */
export function reportFault(name: string, effect: string, recoveredMs: number): void {
  console.log(`fault ${name}: effect ${effect}, recovered in ${Math.round(recoveredMs)} ms`);
}
