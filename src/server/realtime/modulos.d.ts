// aedes-persistence-redis ships no types; aedes 1.x needs its async class, not the callback wrapper.
declare module 'aedes-persistence-redis/asyncPersistence.js' {
  export default class AsyncRedisPersistence {
    constructor(opcoes?: Record<string, unknown>);
    setup(broker: unknown): Promise<void>;
    destroy(): Promise<void>;
    createRetainedStreamCombi(padroes: string[]): AsyncIterable<unknown>;
  }
}
