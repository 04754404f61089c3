import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../src/db/schema';
import {
  aRecipe,
  countRows,
  expectNotFound,
  joinHousehold,
  type Member,
  signUpSubscriber,
} from './helpers/household';
import { createTestApp, type TestApp } from './helpers/test-app';
import { callApi, signUpUser } from './helpers/users';

// The household's calendar feed (decision 037), read with node-ical, a parser of its own: what
// Google Agenda, Apple Calendrier and Outlook would read.

const NOW = new Date('2026-11-29T09:00:00Z');
const TOKEN_URL = /^http:\/\/localhost:3000\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

type Feed = { events: VEvent[]; version: string | undefined; prodid: string | undefined };

function parseFeed(text: string): Feed {
  const parsed = ical.sync.parseICS(text);
  const calendar = parsed.vcalendar as unknown as { version?: string; prodid?: string };
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  // node-ical files events by UID: a UID written twice would read as one event.
  expect(text.match(/^BEGIN:VEVENT\r$/gm)?.length ?? 0).toBe(events.length);
  return { events, version: calendar?.version, prodid: calendar?.prodid };
}

const pathOf = (url: string) => new URL(url).pathname;

describe('calendar feed', () => {
  let t: TestApp;
  let lea: Member;
  let marc: Member;
  let feedUrl: string;
  const meals: Record<string, string> = {};

  const plan = async (who: Member, meal: Record<string, unknown>) => {
    const response = await callApi(t, who).post('/api/planning/meals', meal);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: pathOf(url) });

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => NOW });
    lea = await signUpSubscriber(t, 'lea@example.ch');
    marc = await signUpSubscriber(t, 'marc@example.ch');
    meals.lunch = await plan(lea, {
      recipeTitle: 'Tarte aux poireaux',
      date: '2026-11-30',
      time: '12:00',
      type: 'plat',
      recipe: aRecipe({ id: 'tarte-poireaux', title: 'Tarte aux poireaux', preparationTime: 50 }),
    });
    meals.summer = await plan(lea, {
      recipeTitle: 'Gaspacho',
      date: '2027-07-15',
      time: '19:30',
      type: 'entrée',
    });
    meals.recent = await plan(lea, {
      recipeTitle: 'Raclette',
      date: '2026-11-19',
      time: '19:00',
    });
    // 40 days back: past the feed's window.
    meals.old = await plan(lea, { recipeTitle: 'Fondue', date: '2026-10-20', time: '19:00' });
    meals.marc = await plan(marc, {
      recipeTitle: 'Rösti de Marc',
      date: '2026-11-30',
      time: '19:00',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no address until a member activates it', async () => {
    const status = await callApi(t, lea).get('/api/calendar/feed');
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ isActive: false, issuedAt: null });
  });

  it('issues a secret address once, shown only in the answer that issues it', async () => {
    const activated = await callApi(t, lea).post('/api/calendar/feed');
    expect(activated.statusCode, activated.body).toBe(201);
    expect(activated.json()).toEqual({
      url: expect.stringMatching(TOKEN_URL),
      issuedAt: NOW.toISOString(),
    });
    feedUrl = activated.json().url;
    const token = TOKEN_URL.exec(feedUrl)![1]!;

    const status = await callApi(t, lea).get('/api/calendar/feed');
    expect(status.json()).toEqual({ isActive: true, issuedAt: NOW.toISOString() });
    expect(status.body).not.toContain(token);
    // The database keeps the token's hash only.
    const rows = await t.database.db.select().from(calendarFeeds);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);

    // A second « Activer » (another member's stale page) changes nothing.
    const again = await callApi(t, lea).post('/api/calendar/feed');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CALENDAR_FEED_EXISTS');
    expect((await fetchFeed(feedUrl)).statusCode).toBe(200);
  });

  it('serves the feed inline as text/calendar, with VERSION:2.0 and a PRODID, without a session', async () => {
    const response = await fetchFeed(feedUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.headers['set-cookie']).toBeUndefined();
    const feed = parseFeed(response.body);
    expect(feed.version).toBe('2.0');
    expect(feed.prodid).toBe('-//Mijote//Repas planifies//FR');
  });

  it('holds the household’s meals of the window, at their time in Europe/Zurich, with UIDs of their own', async () => {
    const { events } = parseFeed((await fetchFeed(feedUrl)).body);
    const byUid = new Map(events.map((event) => [event.uid, event]));
    expect([...byUid.keys()].sort()).toEqual(
      [meals.lunch, meals.summer, meals.recent].map((id) => `${id}@mijote`).sort(),
    );

    const lunch = byUid.get(`${meals.lunch}@mijote`)!;
    // 12:00 in Zurich in winter (UTC+1); the recipe's 50 minutes.
    expect(lunch.start.toISOString()).toBe('2026-11-30T11:00:00.000Z');
    expect(lunch.end?.toISOString()).toBe('2026-11-30T11:50:00.000Z');
    expect(lunch.summary).toBe('Tarte aux poireaux (Plat principal)');
    expect(String(lunch.description)).toContain('http://localhost:3000/dashboard/planning');
    // node-ical reads a URL with parameters (VALUE=URI) as { params, val }.
    const url = lunch.url as unknown as string | { val: string };
    expect(typeof url === 'string' ? url : url.val).toBe(
      'http://localhost:3000/dashboard/planning',
    );

    // 19:30 in Zurich in summer (UTC+2); a meal typed by hand lasts an hour.
    const summer = byUid.get(`${meals.summer}@mijote`)!;
    expect(summer.start.toISOString()).toBe('2027-07-15T17:30:00.000Z');
    expect(summer.end?.toISOString()).toBe('2027-07-15T18:30:00.000Z');
    expect(summer.summary).toBe('Gaspacho (Entrée)');
    for (const event of events) {
      expect(event.datetype).toBe('date-time');
      expect(event.dtstamp.toISOString()).toBe(NOW.toISOString());
    }
  });

  it('keeps each meal’s UID across fetches', async () => {
    const first = parseFeed((await fetchFeed(feedUrl)).body).events.map((e) => e.uid);
    await plan(lea, { recipeTitle: 'Soupe', date: '2026-12-02', time: '19:00' });
    const second = parseFeed((await fetchFeed(feedUrl)).body).events.map((e) => e.uid);
    expect(second).toEqual(expect.arrayContaining(first));
    expect(second).toHaveLength(first.length + 1);
  });

  it('never holds another household’s meals; a member of the household sees the same feed', async () => {
    const text = (await fetchFeed(feedUrl)).body;
    expect(text).not.toContain('Rösti');
    expect(text).not.toContain(meals.marc);
    const sam = await joinHousehold(
      t,
      await signUpSubscriber(t, 'sam@example.ch'),
      lea.householdId,
    );
    expect((await callApi(t, sam).get('/api/calendar/feed')).json().isActive).toBe(true);
    expect((await callApi(t, marc).get('/api/calendar/feed')).json().isActive).toBe(false);
  });

  it('answers 404 to an unknown or malformed token, and to the old address after a change', async () => {
    expectNotFound(
      await t.app.inject({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics` }),
    );
    expectNotFound(await t.app.inject({ method: 'GET', url: '/api/calendar/x.ics' }));
    expectNotFound(await t.app.inject({ method: 'GET', url: '/api/calendar/feed.ics' }));

    const rotated = await callApi(t, lea).post('/api/calendar/feed/rotate');
    expect(rotated.statusCode, rotated.body).toBe(200);
    const newUrl = rotated.json().url as string;
    expect(newUrl).toMatch(TOKEN_URL);
    expect(newUrl).not.toBe(feedUrl);
    expectNotFound(await fetchFeed(feedUrl));
    expect((await fetchFeed(newUrl)).statusCode).toBe(200);
    feedUrl = newUrl;
  });

  it('stops the address on « Désactiver », and cannot change an address it does not have', async () => {
    expect((await callApi(t, lea).delete('/api/calendar/feed')).statusCode).toBe(204);
    expectNotFound(await fetchFeed(feedUrl));
    expect(await countRows(t, calendarFeeds)).toBe(0);
    expect((await callApi(t, lea).delete('/api/calendar/feed')).statusCode).toBe(204);
    expectNotFound(await callApi(t, lea).post('/api/calendar/feed/rotate'));
    expect(await countRows(t, calendarFeeds)).toBe(0);
  });

  it('is managed by subscribers only', async () => {
    expect((await callApi(t).get('/api/calendar/feed')).statusCode).toBe(401);
    expect((await callApi(t).post('/api/calendar/feed')).statusCode).toBe(401);
    const visitor = await signUpUser(t, 'visiteur@example.ch');
    expect((await callApi(t, visitor).post('/api/calendar/feed')).statusCode).toBe(402);
    expect(await countRows(t, calendarFeeds)).toBe(0);
  });

  it('counts fetches per address: one address polled in a loop is refused, the others are not', async () => {
    const leaUrl = (await callApi(t, lea).post('/api/calendar/feed')).json().url as string;
    const marcUrl = (await callApi(t, marc).post('/api/calendar/feed')).json().url as string;
    for (let i = 0; i < 30; i++) expect((await fetchFeed(leaUrl)).statusCode).toBe(200);
    const refused = await fetchFeed(leaUrl);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await fetchFeed(marcUrl)).statusCode).toBe(200);
  });
});
