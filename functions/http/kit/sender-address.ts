/**
 * The sender's network address. Behind CloudFront the API sees an edge server's address, so the
 * viewer's own (`CloudFront-Viewer-Address: ip:port`, set by CloudFront, not by the client) comes
 * first when the distribution forwards it.
 */
export function senderAddress(viewerAddress: string | undefined, sourceIp: string): string {
  const viewer = viewerAddress?.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return viewer || sourceIp;
}
