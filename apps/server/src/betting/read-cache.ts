// A small time-boxed cache for read-mostly tables that every bet consults (currency rates, game
// availability, limits): the bet path then needs no extra database round trip. Entries live a few
// seconds, so an operator's change is seen almost at once.
export class ReadCache<T> {
  readonly #load: () => Promise<T>;
  readonly #ttlMs: number;
  readonly #now: () => number;
  #value: { data: T; at: number } | null = null;
  #loading: Promise<T> | null = null;

  constructor(load: () => Promise<T>, ttlMs = 5000, now: () => number = Date.now) {
    this.#load = load;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  async get(): Promise<T> {
    if (this.#value && this.#now() - this.#value.at < this.#ttlMs) return this.#value.data;
    this.#loading ??= this.#load().then(
      (data) => {
        this.#value = { data, at: this.#now() };
        this.#loading = null;
        return data;
      },
      (error: unknown) => {
        this.#loading = null;
        throw error;
      },
    );
    return this.#loading;
  }

  invalidate(): void {
    this.#value = null;
  }
}
