// The socket goes to the API's host (spec section 7: "a websocket to the same host"): the page's
// host by default, the API base's host when the brand points the API elsewhere.
export interface SocketLocation {
  readonly protocol: string;
  readonly host: string;
}

export function socketLocation(
  apiBaseUrl: string | undefined,
  page: SocketLocation,
): SocketLocation {
  if (apiBaseUrl === undefined || apiBaseUrl === '')
    return { protocol: page.protocol, host: page.host };
  const url = new URL(apiBaseUrl, `${page.protocol}//${page.host}`);
  return { protocol: url.protocol, host: url.host };
}
