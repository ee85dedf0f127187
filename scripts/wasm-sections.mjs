// Where a wasm file's bytes are: the size of each section, raw and gzip (level 9), so the
// size report can tell code (functions) from data (texts, tables).
// Usage: node scripts/wasm-sections.mjs <file.wasm>
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/wasm-sections.mjs <file.wasm>');
  process.exit(2);
}
const bytes = readFileSync(file);
const NAMES = ['custom', 'type', 'import', 'function', 'table', 'memory', 'global', 'export', 'start', 'element', 'code', 'data', 'datacount'];
let at = 8;
const leb = () => {
  let value = 0;
  let shift = 0;
  for (;;) {
    const b = bytes[at++];
    value += (b & 0x7f) * 2 ** shift;
    shift += 7;
    if (b < 0x80) return value;
  }
};
const sizes = new Map();
while (at < bytes.length) {
  const id = bytes[at++];
  const length = leb();
  const body = bytes.subarray(at, at + length);
  at += length;
  const name = NAMES[id] ?? `section ${id}`;
  const [raw, gz] = sizes.get(name) ?? [0, 0];
  sizes.set(name, [raw + length, gz + gzipSync(body, { level: 9 }).length]);
}
const [codeRaw, codeGz] = sizes.get('code') ?? [0, 0];
const [dataRaw, dataGz] = sizes.get('data') ?? [0, 0];
let restRaw = 0;
let restGz = 0;
for (const [name, [raw, gz]] of sizes) {
  if (name !== 'code' && name !== 'data') {
    restRaw += raw;
    restGz += gz;
  }
}
const line = (what, raw, gz) => `  ${what.padEnd(36)} ${String(raw).padStart(8)} bytes raw ${String(gz).padStart(8)} bytes gzip`;
console.log(line('wasm code (functions)', codeRaw, codeGz));
console.log(line('wasm data (texts, tables)', dataRaw, dataGz));
console.log(line('wasm other sections', restRaw, restGz));
