// CRC-32 of a concatenation from the CRCs of its parts (zlib's crc32_combine_gen/crc32_combine_op, which Node
// does not expose): a cached page's fixed parts are checksummed once, and each response only adds its nonces.

const POLY = 0xedb88320

/** a·b modulo the CRC polynomial (bit-reflected), as zlib's multmodp. */
function multiplyModP(a: number, b: number): number {
  let m = 0x80000000
  let p = 0
  for (;;) {
    if (a & m) {
      p ^= b
      if ((a & (m - 1)) === 0) break
    }
    m >>>= 1
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1
  }
  return p >>> 0
}

/** x^(2^n) modulo the polynomial, n = 0..31. */
const X2N = new Uint32Array(32)
X2N[0] = 0x40000000
for (let n = 1; n < 32; n += 1) X2N[n] = multiplyModP(X2N[n - 1]!, X2N[n - 1]!)

/** The operator that shifts a CRC past `length` bytes (x^(8·length) modulo the polynomial). */
export function crc32ShiftFor(length: number): number {
  let p = 0x80000000
  let k = 3
  for (let n = length; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) p = multiplyModP(X2N[k & 31]!, p)
    k += 1
  }
  return p
}

/** CRC-32 of A followed by B, from crc32(A), crc32(B) and `crc32ShiftFor(B.length)`. */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0
}
