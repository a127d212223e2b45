import { describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../../server/serving/accept-encoding';

describe('acceptedEncodings', () => {
  it('prefers brotli, then gzip, and sends the file as it is without a header', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('x-gzip')).toEqual(['gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
    expect(acceptedEncodings('')).toEqual([]);
    expect(acceptedEncodings('identity')).toEqual([]);
  });

  it('honours q=0 and the weights, with * for codings not named', () => {
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip;q=0.9')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('*;q=0, gzip')).toEqual(['gzip']);
    expect(acceptedEncodings('BR ; Q=1')).toEqual(['br']);
    expect(acceptedEncodings('gzip;q=nonsense, br')).toEqual(['br']);
  });
});
