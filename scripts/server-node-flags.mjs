// The Node options the shop's server process starts with, wherever it is started: `npm start`, the bench and the
// browser tests (decision 0079). Documented options only; the server never changes V8's flags from inside.
//   --max-old-space-size: V8's old generation stops at 384 MiB, so it collects as it nears that rather than
//     growing its heap, which it hands back to the system slowly, after a burst. The shop's live heap is ~64 MiB;
//     a 60 MB datalog is parsed in a worker thread, which the same bound covers.
//   --max-semi-space-size: the young generation's semi-spaces at 16 MiB (48 MiB of young generation in all).
export const SERVER_NODE_FLAGS = ['--max-old-space-size=384', '--max-semi-space-size=16']
