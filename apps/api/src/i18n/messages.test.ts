import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { m } from '@shop/contract/text';
import { call, createTestApp } from '../test/test-app.ts';
import { languageOf, translate } from './translate.ts';

// Whether every text has its Hindi is checked once for the storefront and the server alike, by
// apps/web/src/i18n/catalogues.test.ts; this checks how the server puts a text in the language asked for.
describe('the server’s texts in Hindi', () => {
  it('keeps the values of a message and may reorder them', () => {
    expect(translate(m`Only ${3} of ${'Haldi Powder'} left in stock.`, 'hi')).toBe('Haldi Powder के केवल 3 स्टॉक में बचे हैं।');
    expect(translate(m`Only ${3} of ${'Haldi Powder'} left in stock.`, 'en')).toBe('Only 3 of Haldi Powder left in stock.');
    expect(translate('Pid must be a number.', 'hi')).toBe('Pid एक संख्या होनी चाहिए।');
    expect(translate('A message nobody wrote down.', 'hi')).toBe('A message nobody wrote down.');
    expect(translate(m`A message ${'nobody'} wrote down.`, 'hi')).toBe('A message nobody wrote down.');
    expect(translate(m`Only ${2} left in stock.`, 'hi')).toBe('स्टॉक में केवल 2 बचे हैं।');
  });

  it('translates a value that is a text itself', () => {
    expect(translate(m`${m`Address Title`} is required.`, 'hi')).toBe('पते का नाम ज़रूरी है।');
    expect(translate(m`${m`Address Title`} is required.`, 'en')).toBe('Address Title is required.');
  });

  it('reads Accept-Language with its q-values', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('hi')).toBe('hi');
    expect(languageOf('hi-IN,hi;q=0.9,en-IN;q=0.8,en;q=0.7')).toBe('hi');
    expect(languageOf('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(languageOf('en;q=0.5, hi;q=0.8')).toBe('hi');
    expect(languageOf('hi;q=0')).toBe('en');
    expect(languageOf('fr, de')).toBe('en');
    expect(languageOf('*;q=1, hi;q=0.5')).toBe('en');
    expect(languageOf(';;;,,q=hi')).toBe('en');
  });
});

describe('API replies in the language asked for', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  it('answers a refusal in Hindi for hi, and in the spec’s English otherwise, saying which', async () => {
    const english = await call(app, 'GET', '/api/productdetails?Pid=999999');
    expect(english.status).toBe(404);
    expect(english.headers['content-language']).toBe('en');
    expect(String(english.headers.vary)).toMatch(/accept-language/);
    const hindi = await call(app, 'GET', '/api/productdetails?Pid=999999', { headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' } });
    expect(hindi.status).toBe(404);
    expect(hindi.body.msg).toMatch(/[\u0900-\u097F]/);
    expect(hindi.headers['content-language']).toBe('hi');
    expect({ ...hindi.body, msg: english.body.msg }).toEqual(english.body);
  });

  it('translates the contract’s validation messages and the framework’s', async () => {
    const english = await call(app, 'GET', '/api/product?pageSize=1000');
    const hindi = await call(app, 'GET', '/api/product?pageSize=1000', { headers: { 'accept-language': 'hi' } });
    expect(english.body.msg).toBe('pageSize must be at most 100.');
    expect(hindi.body.msg).toBe('pageSize ज़्यादा से ज़्यादा 100 हो सकता है।');
    const bad = await call(app, 'POST', '/api/login', { payload: '{nope', headers: { 'content-type': 'application/json', 'accept-language': 'hi' } });
    expect(bad.body.msg).toBe('अनुरोध का मुख्य भाग सही JSON नहीं है।');
  });

  it('keeps a catalogue reply per language: a kept reply never answers in the other language', async () => {
    const url = '/api/product?catid=1&page=1&pageSize=3';
    const first = await call(app, 'GET', url);
    const hindi = await call(app, 'GET', url, { headers: { 'accept-language': 'hi' } });
    const again = await call(app, 'GET', url);
    const hindiAgain = await call(app, 'GET', url, { headers: { 'accept-language': 'hi' } });
    expect([first.body.msg, again.body.msg]).toEqual(['Success', 'Success']);
    expect([hindi.body.msg, hindiAgain.body.msg]).toEqual(['सफल', 'सफल']);
    expect(hindi.body.data).toEqual(first.body.data);
    expect(hindi.headers.etag).not.toBe(first.headers.etag);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(hindiAgain.headers['content-language']).toBe('hi');
    expect(String(hindiAgain.headers.vary)).toBe('accept-encoding, accept-language');
  });
});
