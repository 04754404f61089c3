import { addDays, WEEKDAYS, weekdayOf } from '../dates';

export type When = {
  date: string;
  /** 'HH:MM'. */
  time: string;
  /** How the button names it: 'mardi soir', 'demain midi', 'ce soir', 'jeudi à 20 h'. */
  label: string;
};

const WEEKDAY_PATTERN = /\b(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)\b( prochain)?/;

function readDate(text: string, today: string): { date: string; dayLabel: string } {
  if (/\bapres demain\b/.test(text)) {
    return { date: addDays(today, 2), dayLabel: WEEKDAYS[weekdayOf(addDays(today, 2))]! };
  }
  if (/\bdemain\b/.test(text)) return { date: addDays(today, 1), dayLabel: 'demain' };
  const weekday = WEEKDAY_PATTERN.exec(text);
  if (weekday) {
    const target = WEEKDAYS.indexOf(weekday[1]!);
    let offset = (target - weekdayOf(today) + 7) % 7;
    // « mardi prochain » said on a Tuesday is next week; « mardi » alone is today.
    if (offset === 0 && weekday[2]) offset = 7;
    return { date: addDays(today, offset), dayLabel: offset === 0 ? 'ce' : weekday[1]! };
  }
  return { date: today, dayLabel: 'ce' };
}

function readTime(text: string): { time: string; part: string } {
  const clock = /\b(?:a |vers )?(\d{1,2}) ?h(?:eures?)? ?(\d{2})?\b/.exec(text);
  if (clock) {
    const hours = Number(clock[1]);
    const minutes = clock[2] ? Number(clock[2]) : 0;
    if (hours <= 23 && minutes <= 59) {
      const time = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
      const part =
        minutes === 0 ? `à ${hours} h` : `à ${hours} h ${String(minutes).padStart(2, '0')}`;
      return { time, part };
    }
  }
  if (/\bmidi\b|\bdejeuner\b/.test(text)) return { time: '12:00', part: 'midi' };
  if (/\bmatin\b|\bpetit dejeuner\b/.test(text)) return { time: '08:00', part: 'matin' };
  if (/\bgouter\b/.test(text)) return { time: '16:00', part: 'au goûter' };
  // Spec section 5: a meal is planned at 19:00 unless told otherwise.
  return { time: '19:00', part: 'soir' };
}

/** The day and time a question names, defaults today at 19:00 (the spec's planning defaults). */
export function readWhen(text: string, today: string): When {
  const { date, dayLabel } = readDate(text, today);
  const { time, part } = readTime(text);
  let label: string;
  if (dayLabel === 'ce')
    label =
      part === 'soir' || part === 'midi' || part === 'matin' ? `ce ${part}` : `aujourd’hui ${part}`;
  else label = `${dayLabel} ${part}`;
  return { date, time, label };
}
