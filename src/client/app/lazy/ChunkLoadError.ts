/** Section 9: a route's code that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A route's code could not be loaded: a timeout or a missing file (often a newer deploy). */
export class ChunkLoadError extends Error {
  constructor(options?: ErrorOptions) {
    super('Chunk load failed', options);
    this.name = 'ChunkLoadError';
  }
}

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError()), timeoutMs);
    load().then(
      (loaded) => {
        clearTimeout(timer);
        resolve(loaded);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError({ cause }));
      },
    );
  });
}
