import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. Keys are made by the server (`<deal>/<uuid>`), never from a file's name,
 * so no upload can choose a path. Reads and writes stream: a file is never held in memory whole.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Writes the stream under the key; its size in bytes. */
  put(key: string, body: Readable): Promise<number>;
  open(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** Files on the local disk under `root` (DATA_DIR/files by default). */
export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!/^[0-9a-f-]{36}\/[0-9a-f-]{36}$/.test(key)) throw new Error(`Not a file key: ${key}`);
    return join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(body, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
      return (await stat(path)).size;
    },
    async open(key) {
      const path = pathOf(key);
      await stat(path);
      return createReadStream(path);
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
