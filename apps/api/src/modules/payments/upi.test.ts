import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { upiAmount, upiLink, upiQrSvg } from './upi-request.ts';

/** What a phone's camera reads from the QR code: the SVG drawn as pixels (sharp), then decoded (jsQR). */
async function scan(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 }).resize(480).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('the amount of a UPI link', () => {
  it.each([
    [1, '0.01'],
    [5, '0.05'],
    [10, '0.10'],
    [100, '1.00'],
    [12_345, '123.45'],
    [54_000, '540.00'],
    [43_999, '439.99'],
    [99_999_999, '999999.99'],
  ])('%i paise is am=%s: rupees with exactly two decimals, by integer arithmetic', (paise, text) => {
    expect(upiAmount(paise)).toBe(text);
  });

  it('refuses what is not a positive whole number of paise', () => {
    for (const bad of [0, -100, 12.5, Number.NaN, 2 ** 60]) expect(() => upiAmount(bad)).toThrow(/positive whole number of paise/);
  });
});

describe('the upi://pay link', () => {
  it('names the payee, the exact amount in INR, a note and the order as reference', () => {
    const link = upiLink({ upiId: 'annapurnaorganics@okaxis', payeeName: 'Annapurna Organics', amountPaise: 54_000, note: 'Order TR251124-7KQ2MX', reference: 'TR251124-7KQ2MX' });
    expect(link).toBe('upi://pay?pa=annapurnaorganics@okaxis&pn=Annapurna%20Organics&am=540.00&cu=INR&tn=Order%20TR251124-7KQ2MX&tr=TR251124-7KQ2MX');
  });

  it('percent-encodes the name and the note, so no character of theirs can add or change a parameter', () => {
    const link = upiLink({ upiId: 'shop.in-1_x@ybl', payeeName: 'Ram & Shyam Stores + Sons=1?#', amountPaise: 1, note: 'Order 12 & tn=0 / अन्नपूर्णा', reference: 'TR1' });
    expect(link).not.toContain(' ');
    expect(link).not.toContain('+');
    const params = new URL(link.replace('upi://pay', 'https://upi.example/pay')).searchParams;
    expect([...params.keys()]).toEqual(['pa', 'pn', 'am', 'cu', 'tn', 'tr']);
    expect(Object.fromEntries(params)).toEqual({ pa: 'shop.in-1_x@ybl', pn: 'Ram & Shyam Stores + Sons=1?#', am: '0.01', cu: 'INR', tn: 'Order 12 & tn=0 / अन्नपूर्णा', tr: 'TR1' });
  });
});

describe('the QR code', () => {
  it('is an SVG image that scans back to exactly the link', async () => {
    const link = upiLink({ upiId: 'annapurnaorganics@okaxis', payeeName: 'Annapurna Organics', amountPaise: 43_999, note: 'Order TR251124-7KQ2MX', reference: 'TR251124-7KQ2MX' });
    const svg = await upiQrSvg(link);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(svg).not.toMatch(/<script|href|on\w+=|<foreignObject/i);
    expect(await scan(svg)).toBe(link);
  });

  it('changes with the amount: another amount scans to another link', async () => {
    const a = upiLink({ upiId: 'annapurnaorganics@okaxis', payeeName: 'Annapurna Organics', amountPaise: 100, note: 'Order TR1', reference: 'TR1' });
    const b = upiLink({ upiId: 'annapurnaorganics@okaxis', payeeName: 'Annapurna Organics', amountPaise: 101, note: 'Order TR1', reference: 'TR1' });
    expect(await scan(await upiQrSvg(b))).toBe(b);
    expect(await scan(await upiQrSvg(b))).not.toBe(a);
  });
});
