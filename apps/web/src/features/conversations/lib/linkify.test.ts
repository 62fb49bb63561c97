import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { linkify, splitLinks } from './linkify';

type Anchor = ReactElement<{ href: string; target: string; rel: string; children: string }>;
const anchors = (text: string) => linkify(text).filter((node): node is Anchor => isValidElement(node));
const joined = (text: string) =>
  splitLinks(text)
    .map((part) => (typeof part === 'string' ? part : part.text))
    .join('');

describe('linkify', () => {
  it('turns web addresses into links that open apart and pass nothing on', () => {
    const nodes = linkify('Brief at https://example.com/brief?id=7 and www.brand.co.uk/kit');
    expect(nodes).toHaveLength(4);
    expect(nodes[0]).toBe('Brief at ');
    const [brief, kit] = anchors('Brief at https://example.com/brief?id=7 and www.brand.co.uk/kit');
    expect(brief?.type).toBe('a');
    expect(brief?.props).toMatchObject({
      href: 'https://example.com/brief?id=7',
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
      children: 'https://example.com/brief?id=7',
    });
    expect(kit?.props).toMatchObject({ href: 'https://www.brand.co.uk/kit', children: 'www.brand.co.uk/kit' });
  });

  it('keeps text as text: markup is never HTML', () => {
    const text = '<img src=x onerror=alert(1)> <b>bold</b> &amp;';
    expect(linkify(text)).toEqual([text]);
  });

  it('never makes a javascript:, data: or other scheme a link', () => {
    for (const text of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'click javascript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://files.example.com',
      'mailto:maya@example.com',
      'maya@example.com',
    ]) {
      expect(anchors(text), text).toEqual([]);
      expect(joined(text), text).toBe(text);
    }
  });

  it('a javascript: link around an address links only the real address', () => {
    const [link] = anchors('javascript:fetch("https://evil.example/x")');
    expect(link?.props.href).toBe('https://evil.example/x');
    expect(link?.props.href.startsWith('https://')).toBe(true);
  });

  it('leaves sentence punctuation and unmatched brackets outside the link', () => {
    expect(anchors('See https://example.com/a.')[0]?.props.href).toBe('https://example.com/a');
    expect(anchors('(see https://example.com/a)')[0]?.props.href).toBe('https://example.com/a');
    expect(anchors('https://en.wikipedia.org/wiki/Foo_(bar)!')[0]?.props.href).toBe('https://en.wikipedia.org/wiki/Foo_(bar)');
    expect(anchors('"https://example.com/q?x=1",')[0]?.props.href).toBe('https://example.com/q?x=1');
  });

  it('does not link inside words, addresses without a host, or bare domains', () => {
    for (const text of ['xhttps://example.com', 'https://', 'http://localhost', 'example.com', 'www.', 'me@www.example.com']) {
      expect(anchors(text), text).toEqual([]);
    }
  });

  it('gives back the text unchanged, line breaks and all', () => {
    const text = 'Line one\nhttps://a.example/x, https://b.example/y\n\n  end';
    expect(joined(text)).toBe(text);
    expect(anchors(text).map((a) => a.props.href)).toEqual(['https://a.example/x', 'https://b.example/y']);
  });
});
