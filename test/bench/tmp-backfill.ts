import { benchBackfill } from './desk-copy.ts';

console.log(JSON.stringify(await benchBackfill()));
