/** The i18n family: locale-aware numbers, money, dates, relative times, units and ICU messages. */
import type { Plugin } from '../api';
import { dateTimeFieldFormatter } from './datetime-field';
import { dateTimeFormatter, dateTimeIntervalFormatter } from './datetime-formatters';
import { i18nMoneyFormatFormatter, moneyFormatFormatter, moneyStringFormatter } from './legacy-money';
import { messageFormatter } from './message-formatter';
import { decimalFormatter, moneyFormatter } from './number-formatters';
import { relativeTimeFormatter, timeSinceFormatter } from './relative-formatters';
import { unitFormatter } from './unit-formatter';

export const i18nPlugin: Plugin = (registry) => {
  registry.registerFormatter('decimal', decimalFormatter);
  registry.registerFormatter('money', moneyFormatter);
  registry.registerFormatter('datetime', dateTimeFormatter);
  registry.registerFormatter('datetime-interval', dateTimeIntervalFormatter);
  registry.registerFormatter('datetimefield', dateTimeFieldFormatter);
  registry.registerFormatter('relative-time', relativeTimeFormatter);
  registry.registerFormatter('timesince', timeSinceFormatter);
  registry.registerFormatter('message', messageFormatter);
  registry.registerFormatter('plural', messageFormatter);
  registry.registerFormatter('unit', unitFormatter);
  registry.registerFormatter('money-format', moneyFormatFormatter);
  registry.registerFormatter('moneyFormat', moneyFormatFormatter);
  registry.registerFormatter('money-string', moneyStringFormatter);
  registry.registerFormatter('i18n-money-format', i18nMoneyFormatFormatter);
};
