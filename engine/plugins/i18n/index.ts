/** The i18n family: locale-aware numbers, money, dates, relative times, units and ICU messages. */
import type { Plugin, PluginFamily } from '../api';
import { familyPlugin } from '../family';
import { dateTimeFieldFormatter } from './datetime-field';
import { dateTimeFormatter, dateTimeIntervalFormatter } from './datetime-formatters';
import { i18nMoneyFormatFormatter, moneyFormatFormatter, moneyStringFormatter } from './legacy-money';
import { messageFormatter } from './message-formatter';
import { decimalFormatter, moneyFormatter } from './number-formatters';
import { relativeTimeFormatter, timeSinceFormatter } from './relative-formatters';
import { unitFormatter } from './unit-formatter';
import { unitsMetricPredicate } from './units-metric';

export const i18nFamily: PluginFamily = {
  formatters: {
    decimal: decimalFormatter,
    money: moneyFormatter,
    datetime: dateTimeFormatter,
    'datetime-interval': dateTimeIntervalFormatter,
    datetimefield: dateTimeFieldFormatter,
    'relative-time': relativeTimeFormatter,
    timesince: timeSinceFormatter,
    message: messageFormatter,
    plural: messageFormatter,
    unit: unitFormatter,
    'money-format': moneyFormatFormatter,
    moneyFormat: moneyFormatFormatter,
    'money-string': moneyStringFormatter,
    'i18n-money-format': i18nMoneyFormatFormatter,
  },
  predicates: {
    'units-metric': unitsMetricPredicate,
  },
};

export const i18nPlugin: Plugin = familyPlugin(i18nFamily);
