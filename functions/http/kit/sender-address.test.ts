import { describe, expect, it } from 'vitest';
import { ORIGIN_VERIFY_HEADER, trustedViewerAddress } from './sender-address.ts';

const headers = (h: Record<string, string>) => (name: string) => h[name];

describe('the viewer address CloudFront names', () => {
  const viewer = { 'cloudfront-viewer-address': '203.0.113.7:443' };

  it('is believed beside the origin-verify value, and not without it or with another', () => {
    expect(trustedViewerAddress(headers({ ...viewer, [ORIGIN_VERIFY_HEADER]: 's3cret-value' }), 's3cret-value')).toBe('203.0.113.7:443');
    expect(trustedViewerAddress(headers(viewer), 's3cret-value')).toBeUndefined();
    expect(trustedViewerAddress(headers({ ...viewer, [ORIGIN_VERIFY_HEADER]: 's3cret-valuE' }), 's3cret-value')).toBeUndefined();
    expect(trustedViewerAddress(headers({ ...viewer, [ORIGIN_VERIFY_HEADER]: 's3cret' }), 's3cret-value')).toBeUndefined();
  });

  it('is believed as it is where no value is set (the local twin has no CloudFront)', () => {
    expect(trustedViewerAddress(headers(viewer), undefined)).toBe('203.0.113.7:443');
  });
});
