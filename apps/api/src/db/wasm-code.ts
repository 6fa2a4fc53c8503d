import { setFlagsFromString } from 'node:v8';

/**
 * Keeps PGlite's WebAssembly in V8's baseline code (Liftoff) instead of recompiling its hot
 * functions with the optimizing compiler (TurboFan). That recompilation runs on V8's worker
 * threads, whose malloc arenas keep what it used: the default server idled higher with it, and the
 * embedded database answered no faster (decision 0043). Called before PGlite compiles its module;
 * the flag only changes how WebAssembly compiled afterwards is run, and setting it again changes
 * nothing.
 */
export function preferBaselineWasmCode(): void {
  setFlagsFromString('--liftoff-only');
}
