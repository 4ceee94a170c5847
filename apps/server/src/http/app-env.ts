// Hono variables set by middleware and read by the request log.
export interface AppEnv {
  Variables: {
    memberId: bigint;
  };
}
