import { fdatasyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The part of Emscripten's NODEFS this needs: its file operations, shared by every open file. */
interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: { nfd: number }) => number } };
}

/** How many flushes reached the disk in this process (tests check that commits flush). */
export const flushes = { count: 0 };

/**
 * PGlite's NodeFS keeps the database in ordinary files, but Emscripten's NODEFS has no fsync: when
 * PostgreSQL flushes its write-ahead log at commit, the call does nothing, so a commit that was
 * answered could be lost if the machine lost power before the kernel wrote its pages. This file
 * system gives NODEFS the missing operation, so every flush PostgreSQL asks for reaches the disk
 * before the commit is answered (README, "The embedded database"; docs/benchmarks.md, "Durability").
 */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (module: EmscriptenModule) => {
        module.NODEFS.stream_ops.fsync ??= (stream) => {
          fdatasyncSync(stream.nfd);
          flushes.count += 1;
          return 0;
        };
      },
    ];
    return result;
  }
}

/**
 * PGlite starts PostgreSQL with -F (fsync off). These are its own start parameters without it, and
 * with the write-ahead log flushed by fsync, the call the file system above makes real (Emscripten's
 * fdatasync is a stub that never reaches the file). Shared buffers are 32 MB instead of 128: at
 * start PostgreSQL's shared memory is zeroed page by page, which took about half a second of a cold
 * start for 128 MB, while the college-scale reads were no slower with 32 MB (the file system's
 * cache holds the rest; docs/benchmarks.md, "Cold start").
 */
export const DURABLE_START_PARAMS = [
  ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
  '-c',
  'shared_buffers=32MB',
];
