import { describe, expect, it } from 'vitest';
import { imageUrl, linkUrl } from './lightbox';

describe('the lightbox’s URLs', () => {
  it('shows http(s), path and inline data:image URLs as images; refuses javascript: and other data:', () => {
    for (const ok of [
      '/media/a.jpg',
      'https://cdn.example/a.jpg',
      'data:image/svg+xml,%3Csvg%2F%3E',
      'DATA:image/png;base64,AA',
    ]) {
      expect(imageUrl(ok)).toBe(ok);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:x',
    ]) {
      expect(imageUrl(bad)).toBe('');
    }
  });

  // A slide's data: image used to become '' and so "fail" beside a real failure (the flaky story).
  it('links the failure message only to http(s) and paths, never to an inline image or a script', () => {
    expect(linkUrl('/media/gone.jpg')).toBe('/media/gone.jpg');
    expect(linkUrl('data:image/svg+xml,%3Csvg%2F%3E')).toBe('');
    expect(linkUrl('javascript:alert(1)')).toBe('');
  });
});
