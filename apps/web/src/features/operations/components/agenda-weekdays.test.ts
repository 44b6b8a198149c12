import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import en from '@/locales/en/operations.json';
import es from '@/locales/es/operations.json';
import pt from '@/locales/pt/operations.json';
import { WEEKDAY_KEYS, weekdayKey } from './agenda-weekdays';

describe('agenda weekdays', () => {
  it('starts the week on Monday and names each day by its own weekday', () => {
    expect(WEEKDAY_KEYS[0]).toBe('mon');
    expect(weekdayKey(dayjs('2026-11-30'))).toBe('mon');
    expect(weekdayKey(dayjs('2026-12-05'))).toBe('sat');
    expect(weekdayKey(dayjs('2026-11-29'))).toBe('sun');
  });

  it('has a full and a short name for every weekday in es, en and pt', () => {
    expect(es.agenda.weekdays.mon).toBe('Lunes');
    expect(en.agenda.weekdays.sun).toBe('Sunday');
    expect(pt.agenda.weekdaysShort.wed).toBe('Qua');
    for (const locale of [es, en, pt])
      for (const k of WEEKDAY_KEYS) {
        expect(locale.agenda.weekdays[k]).toMatch(/\S/);
        expect(locale.agenda.weekdaysShort[k]).toMatch(/\S/);
      }
  });
});
