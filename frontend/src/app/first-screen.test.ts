import { afterEach, describe, expect, it } from 'vitest';
import { preloadFirstScreen } from './first-screen';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
  }));

describe('preloadFirstScreen', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  });

  it('asks for the demo’s analysis on /demo as the app’s own read would, once', () => {
    preloadFirstScreen('/demo');
    preloadFirstScreen('/demo');
    expect(preloads()).toEqual([{ href: '/api/public/demo', as: 'fetch', crossOrigin: 'use-credentials' }]);
  });

  it('asks for no API read on the landing page', () => {
    preloadFirstScreen('/');
    expect(preloads()).toEqual([]);
  });
});
