import { describe, expect, it } from 'vitest';
import { mailtoHref } from './mailto';

describe('mailtoHref', () => {
  it('links a plain address and encodes what could be read as a header', () => {
    expect(mailtoHref('hello@annapurna.example')).toBe('mailto:hello@annapurna.example');
    expect(mailtoHref('a+b%c@example.in')).toBe('mailto:a%2Bb%25c@example.in');
    expect(mailtoHref('x@example.in', 'Re: your message & more')).toBe('mailto:x@example.in?subject=Re%3A%20your%20message%20%26%20more');
  });

  it('gives no link for addresses that smuggle recipients', () => {
    for (const bad of ['a?cc=x@evil.test', 'x<attacker@evil.test>.co', 'a@b.co,c@d.co', '', null]) expect(mailtoHref(bad)).toBeUndefined();
  });
});
