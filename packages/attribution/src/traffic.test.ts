/** §4 "Order attribution": utm → organic → referral → typein, with fixed clocks and an in-memory jar. */
import { describe, expect, it } from 'vitest';
import { SHOP, minutes, visitor } from './test-support';

const NONE6 = { cmp: '(none)', trm: '(none)', id: '(none)', plt: '(none)', fmt: '(none)', tct: '(none)' };

describe('utm traffic', () => {
  it('first visit with utm parameters: every utm field, first = current, arrival details', () => {
    const v = visitor();
    const href = `${SHOP}?utm_source=newsletter&utm_medium=email&utm_campaign=spring%20sale&utm_content=hero&utm_term=shoes&utm_id=42&utm_source_platform=mailer&utm_creative_format=banner&utm_marketing_tactic=retargeting`;
    const got = v.view(href, 'https://mail.example.net/inbox');
    expect({ ...got.current }).toEqual({
      typ: 'utm',
      src: 'newsletter',
      mdm: 'email',
      cmp: 'spring sale',
      cnt: 'hero',
      trm: 'shoes',
      id: '42',
      plt: 'mailer',
      fmt: 'banner',
      tct: 'retargeting',
    });
    expect(got.first).toEqual(got.current);
    // Values are decoded once on reading, as sourcebuster's getter does: ep shows "spring sale".
    expect({ ...got.current_add }).toEqual({
      fd: '2026-03-14 12:00:00',
      ep: decodeURIComponent(href),
      rf: 'https://mail.example.net/inbox',
    });
    expect(got.first_add).toEqual(got.current_add);
  });

  it("a single utm parameter is enough; the others are '(none)'", () => {
    const got = visitor().view(`${SHOP}?utm_campaign=x`);
    expect({ ...got.current }).toEqual({
      typ: 'utm',
      src: '(none)',
      mdm: '(none)',
      cmp: 'x',
      cnt: '(none)',
      trm: '(none)',
      id: '(none)',
      plt: '(none)',
      fmt: '(none)',
      tct: '(none)',
    });
  });

  it('gclid → google / cpc / google_cpc; yclid → yandex / cpc / yandex_cpc', () => {
    expect({ ...visitor().view(`${SHOP}?gclid=abc`).current }).toMatchObject({
      typ: 'utm',
      src: 'google',
      mdm: 'cpc',
      cmp: 'google_cpc',
      cnt: '(none)',
      trm: '(none)',
    });
    expect({ ...visitor().view(`${SHOP}?yclid=1`).current }).toMatchObject({
      typ: 'utm',
      src: 'yandex',
      mdm: 'cpc',
      cmp: 'yandex_cpc',
    });
    // utm values win over the ad-click defaults.
    expect({ ...visitor().view(`${SHOP}?gclid=abc&utm_source=adwords`).current }).toMatchObject({
      src: 'adwords',
      mdm: 'cpc',
    });
  });

  it('a Yandex Direct click takes its term from the referrer text', () => {
    const got = visitor().view(`${SHOP}?yclid=1`, 'https://yandex.ru/search/?text=red%20shoes&lr=2');
    expect(got.current.trm).toBe('red shoes');
  });

  it('custom campaign / term / content parameters count as utm and fill in', () => {
    const got = visitor({ campaignParam: 'cid', termParam: 'kw', contentParam: 'ad' }).view(
      `${SHOP}?cid=c1&kw=k1&ad=a1`,
    );
    expect({ ...got.current }).toMatchObject({ typ: 'utm', cmp: 'c1', trm: 'k1', cnt: 'a1' });
  });

  it('a parameter without = does not count; an empty one does (source "")', () => {
    expect(visitor().view(`${SHOP}?utm_source`).current.typ).toBe('typein');
    expect({ ...visitor().view(`${SHOP}?utm_source=`).current }).toMatchObject({ typ: 'utm', src: '' });
    expect(visitor().view(`${SHOP}?utm_id=`).current.id).toBe('(none)');
  });
});

describe('organic traffic', () => {
  it('Google counts with or without query parameters', () => {
    expect({ ...visitor().view(SHOP, 'https://www.google.com/').current }).toEqual({
      typ: 'organic',
      src: 'google',
      mdm: 'organic',
      cnt: '(none)',
      ...NONE6,
    });
    expect(visitor().view(SHOP, 'https://www.google.co.uk/search?q=shoes').current.src).toBe('google');
  });

  it('Bing counts only with its q parameter; without it it is a referral', () => {
    expect({ ...visitor().view(SHOP, 'https://www.bing.com/search?q=shoes').current }).toMatchObject({
      typ: 'organic',
      src: 'bing',
      mdm: 'organic',
    });
    expect({ ...visitor().view(SHOP, 'https://www.bing.com/').current }).toMatchObject({
      typ: 'referral',
      src: 'bing.com',
      mdm: 'referral',
      cnt: '/',
    });
  });

  it('Yandex counts only with its text parameter', () => {
    expect({ ...visitor().view(SHOP, 'https://yandex.ru/search/?text=shoes').current }).toMatchObject({
      typ: 'organic',
      src: 'yandex',
    });
    expect({ ...visitor().view(SHOP, 'https://yandex.com.tr/search/?text=x').current }).toMatchObject({
      typ: 'organic',
      src: 'yandex',
    });
    expect({ ...visitor().view(SHOP, 'https://yandex.ru/').current }).toMatchObject({
      typ: 'referral',
      src: 'yandex.ru',
    });
  });

  it('the other known engines, each with its own parameter name', () => {
    const engines: Array<[string, string]> = [
      ['https://search.yahoo.com/search?p=shoes', 'yahoo'],
      ['https://www.aol.com/search?q=shoes', 'aol'],
      ['https://www.ask.com/web?q=shoes', 'ask'],
      ['https://go.mail.ru/search?q=shoes', 'go.mail.ru'],
      ['https://nova.rambler.ru/search?query=shoes', 'rambler'],
      ['https://search.tut.by/?query=shoes', 'tut.by'],
    ];
    for (const [referrer, source] of engines) expect(visitor().view(SHOP, referrer).current.src, referrer).toBe(source);
    // Rambler's parameter is `query`, not `q`.
    expect(visitor().view(SHOP, 'https://nova.rambler.ru/search?q=shoes').current.typ).toBe('referral');
  });

  it('extra engines from the options are recognised', () => {
    const got = visitor({ organics: [{ host: 'duckduckgo.com', param: 'q', display: 'duckduckgo' }] }).view(
      SHOP,
      'https://duckduckgo.com/?q=shoes',
    );
    expect({ ...got.current }).toMatchObject({ typ: 'organic', src: 'duckduckgo' });
  });
});

describe('referral traffic', () => {
  it('another site: its host without www., medium referral, content = referrer path', () => {
    const got = visitor().view(SHOP, 'https://www.blog.example.org/posts/best-shoes?ref=1');
    expect({ ...got.current }).toEqual({
      typ: 'referral',
      src: 'blog.example.org',
      mdm: 'referral',
      cnt: '/posts/best-shoes',
      cmp: '(none)',
      trm: '(none)',
      id: '(none)',
      plt: '(none)',
      fmt: '(none)',
      tct: '(none)',
    });
  });

  it('built-in renamed referrers (t.co → twitter.com) and custom ones with their medium', () => {
    expect(visitor().view(SHOP, 'https://t.co/abc').current.src).toBe('twitter.com');
    const got = visitor({ referrals: [{ host: 'facebook.com', display: 'facebook', medium: 'social' }] }).view(
      SHOP,
      'https://m.facebook.com/',
    );
    expect({ ...got.current }).toMatchObject({ typ: 'referral', src: 'facebook', mdm: 'social' });
  });

  it('the shop itself and its subdomains are not referrers', () => {
    const v = visitor();
    expect(v.view(SHOP, 'https://shop.example/cart').current.typ).toBe('typein');
    const w = visitor();
    expect(w.view(SHOP, 'https://blog.shop.example/post').current.typ).toBe('typein');
  });

  it('isolated domain: only the exact host is internal', () => {
    const got = visitor({ domain: { host: 'shop.example', isolate: true } }).view(
      SHOP,
      'https://blog.shop.example/post',
    );
    expect({ ...got.current }).toMatchObject({ typ: 'referral', src: 'blog.shop.example' });
  });
});

describe('typein traffic', () => {
  it("a direct first visit: '(direct)' / '(none)', referrer '(none)'", () => {
    const got = visitor().view(SHOP);
    expect({ ...got.current }).toEqual({ typ: 'typein', src: '(direct)', mdm: '(none)', cnt: '(none)', ...NONE6 });
    expect(got.current_add.rf).toBe('(none)');
  });

  it('custom typein attributes need both source and medium', () => {
    expect(visitor({ typeinAttributes: { source: 'direct', medium: 'none' } }).view(SHOP).current.src).toBe('direct');
    expect(visitor({ typeinAttributes: { source: 'direct', medium: '' } }).view(SHOP).current.src).toBe('(direct)');
  });

  it('a later direct visit keeps the earlier attribution, even in a new session', () => {
    const v = visitor();
    v.view(`${SHOP}?utm_source=newsletter`);
    v.wait(minutes(120));
    const got = v.view(SHOP);
    expect(got.current.src).toBe('newsletter');
    expect(got.current_add.fd).toBe('2026-03-14 12:00:00'); // the arrival details stay those of the attribution
  });
});

describe('session conditions', () => {
  it('same-session navigation keeps the source', () => {
    const v = visitor();
    v.view(SHOP, 'https://www.bing.com/search?q=shoes');
    v.wait(minutes(5));
    const got = v.view(`${SHOP}product/red-shoes/`, `${SHOP}`);
    expect(got.current.src).toBe('bing');
    expect(got.session.pgs).toBe('2');
  });

  it('a referral inside an active session does not override the source', () => {
    const v = visitor();
    v.view(`${SHOP}?utm_source=newsletter`);
    v.wait(minutes(10));
    expect(v.view(SHOP, 'https://blog.example.org/post').current.src).toBe('newsletter');
  });

  it('a referral after the session expired does override it', () => {
    const v = visitor();
    v.view(`${SHOP}?utm_source=newsletter`);
    v.wait(minutes(31));
    const got = v.view(SHOP, 'https://blog.example.org/post');
    expect({ ...got.current }).toMatchObject({ typ: 'referral', src: 'blog.example.org' });
    expect(got.first.src).toBe('newsletter'); // first touch is kept once set
    expect(got.first_add.fd).toBe('2026-03-14 12:00:00');
    expect(got.current_add.fd).toBe('2026-03-14 12:31:00');
  });

  it('a new utm within the session overrides the current source; first stays', () => {
    const v = visitor();
    v.view(SHOP, 'https://blog.example.org/post');
    v.wait(minutes(2));
    const got = v.view(`${SHOP}?utm_source=ad&utm_medium=cpc`, SHOP);
    expect({ ...got.current }).toMatchObject({ typ: 'utm', src: 'ad', mdm: 'cpc' });
    expect({ ...got.first }).toMatchObject({ typ: 'referral', src: 'blog.example.org' });
    expect(got.session.pgs).toBe('2');
  });

  it('organic inside an active session overrides too (it has no session condition)', () => {
    const v = visitor();
    v.view(`${SHOP}?utm_source=newsletter`);
    v.wait(minutes(1));
    expect(v.view(SHOP, 'https://www.google.com/').current.src).toBe('google');
  });
});
