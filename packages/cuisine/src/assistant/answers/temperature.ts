import { formatNumber } from '../french';
import type { Question } from '../understanding/read-question';
import { reply } from './reply';

// Oven settings: French thermostats go by 30 °C (th 6 = 180 °C); recipes from abroad give °F.

export function isTemperatureQuestion(text: string): boolean {
  return /\bthermostat\b|\bth \d|\bdegres\b|\bcelsius\b|\bfahrenheit\b|\b\d+ f\b/.test(text);
}

const round5 = (value: number) => Math.round(value / 5) * 5;

export function answerTemperature(question: Question) {
  const text = question.text;
  const thermostat = /\b(?:thermostat|th) (\d+(?:\.\d+)?)\b/.exec(text);
  if (thermostat) {
    const level = Number(thermostat[1]);
    const celsius = level * 30;
    return reply(
      'conversion',
      `**Thermostat ${formatNumber(level, 1)} = ${celsius} °C** (environ ${round5((celsius * 9) / 5 + 32)} °F). Chaque cran du thermostat vaut 30 °C.`,
    );
  }
  const fahrenheit = /\b(\d+(?:\.\d+)?) (?:degres )?(?:f|fahrenheit)\b/.exec(text);
  if (fahrenheit) {
    const value = Number(fahrenheit[1]);
    const celsius = ((value - 32) * 5) / 9;
    return reply(
      'conversion',
      `**${formatNumber(value, 0)} °F ≈ ${round5(celsius)} °C**, soit environ thermostat ${formatNumber(Math.round(celsius / 15) / 2, 1)}.`,
    );
  }
  const celsius = /\b(\d+(?:\.\d+)?) (?:degres|celsius|c)\b/.exec(text);
  if (celsius) {
    const value = Number(celsius[1]);
    const level = Math.round(value / 15) / 2;
    return reply(
      'conversion',
      `**${formatNumber(value, 0)} °C ≈ thermostat ${formatNumber(level, 1)}** (environ ${round5((value * 9) / 5 + 32)} °F). Chaque cran du thermostat vaut 30 °C.`,
    );
  }
  return reply(
    'conversion',
    'Donnez-moi une température, par exemple « thermostat 6 en degrés » ou « 180 °C c’est quel thermostat ».',
  );
}
