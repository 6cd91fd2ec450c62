// The Node options the shop's server process starts with, wherever it is started: `npm start`, the bench and the
// browser tests (decision 0079). Documented options only; the server never changes V8's flags from inside.
//   --max-old-space-size: V8's old generation stops at 256 MiB, so it collects as it nears that rather than
//     growing its heap, which it hands back to the system slowly, after a burst. The shop's live heap is 70–80 MiB
//     under load; a 70 MB datalog (over the 64 MiB cap) parses within the same bound in its worker thread. At 384
//     the soak's RSS swung ±15% around its mean, at 256 within ±9%, at no cost in throughput (decision 0087).
//   --max-semi-space-size: the young generation's semi-spaces at 16 MiB (48 MiB of young generation in all).
export const SERVER_NODE_FLAGS = ['--max-old-space-size=256', '--max-semi-space-size=16']
