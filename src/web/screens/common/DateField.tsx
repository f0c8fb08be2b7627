import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { Button, FormGroup, InputGroup, Popover } from '@blueprintjs/core';
import { DatePicker } from '@blueprintjs/datetime';
import type { Locale } from 'date-fns';
import { useState, type CSSProperties } from 'react';
import { useIntl } from 'react-intl';
import { parseTypedDay } from '../../../domain/calendar-date';
import { formatDate } from '../../../domain/format';
import type { Lang } from '../../i18n/lang';
import { useT } from '../../i18n/useT';

/** The calendar's month and day names: one small chunk per language, loaded when a calendar first opens. */
const CALENDAR_LOCALES: Record<Lang, () => Promise<{ default: Locale }>> = {
  tr: () => import('date-fns/locale/tr'),
  en: () => import('date-fns/locale/en-GB'),
  de: () => import('date-fns/locale/de'),
  fr: () => import('date-fns/locale/fr'),
  ar: () => import('date-fns/locale/ar'),
};
const loadCalendarLocale = async (lang: string): Promise<Locale | undefined> => (await CALENDAR_LOCALES[lang as Lang]?.())?.default;

/** Local midnight of an ISO day (the calendar works on local dates), and back. */
const dayOf = (iso: string): Date | null => {
  const [y, m, d] = iso.split('-').map(Number);
  return y && m && d ? new Date(y, m - 1, d) : null;
};
const isoOf = (date: Date): string =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const thisYear = new Date().getFullYear();
const EARLIEST = new Date(1900, 0, 1);
const LATEST = new Date(thisYear + 10, 11, 31);

export interface DateFieldProps {
  name: string;
  label: string;
  /** YYYY-MM-DD, or "" for no date */
  value: string;
  /** a day typed in full or picked in the calendar (YYYY-MM-DD), "" when the field is emptied */
  onChange: (iso: string) => void;
  /** the input's id (`f-<name>` unless given) */
  id?: string;
  required?: boolean;
  readOnly?: boolean;
  /** the calendar's first and last day to offer (YYYY-MM-DD); a typed day is checked by the form's own rules */
  min?: string;
  max?: string;
  /** a message from outside (the range's order, the server's 422); the field's own "not a date" comes first */
  error?: string;
  /** test ids of the input and of the message (`error-<name>` unless given) */
  testId?: string;
  errorTestId?: string;
  style?: CSSProperties;
  /** in a table's row, whose column title names it: the label is for screen readers only, so the input lines up with its row */
  hideLabel?: boolean;
}

/**
 * The one date field of the app: typed in the user's format (day.month.year, spec §9, whatever the browser's
 * language) with a localized hint, or picked in Blueprint's calendar (DatePicker, in the page's language).
 * A typed day counts as soon as it is a whole real day; what is not one stays as typed and is named under
 * the field when it loses focus. (Blueprint's DateInput, controlled, puts the last valid day back over what
 * was typed and opens its calendar on every focus: hence the input and the calendar are put together here.)
 */
export function DateField(props: DateFieldProps) {
  const { name, label, value, onChange, readOnly, min, max, error } = props;
  const t = useT();
  const intl = useIntl();
  const id = props.id ?? `f-${name}`;
  const [text, setText] = useState<string | null>(null);
  const [bad, setBad] = useState(false);
  const [open, setOpen] = useState(false);
  const message = bad ? t('validation.date') : error;

  const type = (typed: string) => {
    setText(typed);
    const iso = typed.trim() === '' ? '' : parseTypedDay(typed);
    if (iso === null) return;
    setBad(false);
    if (iso !== value) onChange(iso);
  };
  const leave = () => {
    if (text === null) return;
    const ok = text.trim() === '' || parseTypedDay(text) !== null;
    setBad(!ok);
    if (ok) setText(null);
  };
  const pick = (date: Date | null, isUserChange: boolean) => {
    if (!date || !isUserChange) return;
    setText(null);
    setBad(false);
    setOpen(false);
    const iso = isoOf(date);
    if (iso !== value) onChange(iso);
  };

  const calendar = (
    <DatePicker
      value={value ? dayOf(value) : null}
      onChange={pick}
      canClearSelection={false}
      highlightCurrentDay
      minDate={(min && dayOf(min)) || EARLIEST}
      maxDate={(max && dayOf(max)) || LATEST}
      locale={intl.locale}
      dateFnsLocaleLoader={loadCalendarLocale}
      dayPickerProps={{ dir: intl.locale === 'ar' ? 'rtl' : 'ltr' }}
    />
  );

  return (
    <FormGroup
      label={props.hideLabel ? undefined : label}
      labelFor={id}
      labelInfo={props.required && !props.hideLabel ? '*' : undefined}
      intent={message ? 'danger' : 'none'}
      helperText={
        message ? (
          <span data-testid={props.errorTestId ?? `error-${name}`} role="alert">
            {message}
          </span>
        ) : undefined
      }
      style={{ minWidth: 0, ...props.style }}
    >
      <InputGroup
        id={id}
        name={name}
        dir="ltr"
        autoComplete="off"
        aria-label={props.hideLabel ? label : undefined}
        placeholder={t('common.datePlaceholder')}
        readOnly={readOnly}
        intent={message ? 'danger' : 'none'}
        value={text ?? formatDate(value)}
        onChange={(e) => type(e.target.value)}
        onBlur={leave}
        data-testid={props.testId}
        rightElement={
          readOnly ? undefined : (
            <Popover content={calendar} isOpen={open} onInteraction={setOpen} placement="bottom-end">
              <Button variant="minimal" icon="calendar" aria-label={t('common.pickDate')} title={t('common.pickDate')} data-testid={`${name}-calendar`} />
            </Popover>
          )
        }
      />
    </FormGroup>
  );
}
