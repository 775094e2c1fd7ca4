package java.time.format;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.Month;
import java.time.Year;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.chrono.IsoChronology;
import java.time.temporal.ChronoField;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalField;
import java.time.temporal.TemporalQueries;
import java.time.temporal.TemporalQuery;
import java.time.temporal.UnsupportedTemporalTypeException;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The fields a DateTimeFormatter parsed and what they resolve to (a date, a time, a zone).
 * Fields are kept in the order they were parsed (the JDK keeps them in a HashMap keyed by
 * identity hash codes, so its toString order differs).
 */
final class Parsed implements TemporalAccessor {
    final Map<TemporalField, Long> fieldValues = new LinkedHashMap<>();
    ZoneId zone;
    LocalDate date;
    LocalTime time;
    int excessDays;

    Parsed() {
    }

    /** Records a parsed field; a second, different value for it is a conflict. */
    void put(TemporalField field, long value, int errorPos, CharSequence text) {
        fieldValues.put(field, value);
    }

    // ------------------------------------------------------------------ TemporalAccessor

    public boolean isSupported(TemporalField field) {
        if (fieldValues.containsKey(field) || (date != null && date.isSupported(field))
                || (time != null && time.isSupported(field))) {
            return true;
        }
        return field != null && !(field instanceof ChronoField) && field.isSupportedBy(this);
    }

    public long getLong(TemporalField field) {
        java.util.Objects.requireNonNull(field, "field");
        Long value = fieldValues.get(field);
        if (value != null) {
            return value;
        }
        if (date != null && date.isSupported(field)) {
            return date.getLong(field);
        }
        if (time != null && time.isSupported(field)) {
            return time.getLong(field);
        }
        if (field instanceof ChronoField) {
            throw new UnsupportedTemporalTypeException("Unsupported field: " + field);
        }
        return field.getFrom(this);
    }

    @SuppressWarnings("unchecked")
    public <R> R query(TemporalQuery<R> query) {
        if (query == TemporalQueries.zoneId()) {
            return (R) zone;
        } else if (query == TemporalQueries.chronology()) {
            return (R) IsoChronology.INSTANCE;
        } else if (query == TemporalQueries.localDate()) {
            return (R) date;
        } else if (query == TemporalQueries.localTime()) {
            return (R) time;
        } else if (query == TemporalQueries.offset()) {
            Long offsetSecs = fieldValues.get(ChronoField.OFFSET_SECONDS);
            if (offsetSecs != null) {
                return (R) ZoneOffset.ofTotalSeconds(offsetSecs.intValue());
            }
            if (zone instanceof ZoneOffset) {
                return (R) zone;
            }
            return query.queryFrom(this);
        } else if (query == TemporalQueries.zone()) {
            if (zone != null) {
                return (R) zone;
            }
            return (R) query(TemporalQueries.offset());
        } else if (query == TemporalQueries.precision()) {
            return null;
        }
        return query.queryFrom(this);
    }

    // ------------------------------------------------------------------ resolving

    /** Merges the parsed fields into a date, a time and an instant, as ResolverStyle says. */
    Parsed resolve(ResolverStyle style) {
        Long offsetSecs = fieldValues.get(ChronoField.OFFSET_SECONDS);
        resolveDate(style);
        resolveTime(style);
        if (date != null && time != null && excessDays != 0) {
            date = date.plusDays(excessDays);
            excessDays = 0;
        }
        crossCheck();
        if (date != null && time != null && !fieldValues.containsKey(ChronoField.INSTANT_SECONDS)) {
            if (offsetSecs != null) {
                long instant = date.atTime(time).toEpochSecond(ZoneOffset.ofTotalSeconds(offsetSecs.intValue()));
                fieldValues.put(ChronoField.INSTANT_SECONDS, instant);
            } else if (zone != null) {
                long instant = date.atTime(time).atZone(zone).toEpochSecond();
                fieldValues.put(ChronoField.INSTANT_SECONDS, instant);
            }
        }
        return this;
    }

    private Long remove(TemporalField field) {
        return fieldValues.remove(field);
    }

    private void resolveDate(ResolverStyle style) {
        Long pm = remove(ChronoField.PROLEPTIC_MONTH);
        if (pm != null) {
            if (style != ResolverStyle.LENIENT) {
                ChronoField.PROLEPTIC_MONTH.checkValidValue(pm);
            }
            addField(ChronoField.MONTH_OF_YEAR, Math.floorMod(pm, 12L) + 1);
            addField(ChronoField.YEAR, Math.floorDiv(pm, 12L));
        }
        Long yoe = remove(ChronoField.YEAR_OF_ERA);
        if (yoe != null) {
            if (style != ResolverStyle.LENIENT) {
                ChronoField.YEAR_OF_ERA.checkValidValue(yoe);
            }
            Long era = remove(ChronoField.ERA);
            if (era == null) {
                Long year = fieldValues.get(ChronoField.YEAR);
                if (style == ResolverStyle.STRICT) {
                    if (year != null) {
                        addField(ChronoField.YEAR, year > 0 ? yoe : Math.subtractExact(1, yoe));
                    } else {
                        fieldValues.put(ChronoField.YEAR_OF_ERA, yoe);
                    }
                } else {
                    addField(ChronoField.YEAR, year == null || year > 0 ? yoe : Math.subtractExact(1, yoe));
                }
            } else if (era == 1L) {
                addField(ChronoField.YEAR, yoe);
            } else if (era == 0L) {
                addField(ChronoField.YEAR, Math.subtractExact(1, yoe));
            } else {
                throw new DateTimeException("Invalid value for era: " + era);
            }
        } else if (fieldValues.containsKey(ChronoField.ERA)) {
            ChronoField.ERA.checkValidValue(fieldValues.get(ChronoField.ERA));
        }
        if (fieldValues.containsKey(ChronoField.EPOCH_DAY)) {
            date = LocalDate.ofEpochDay(remove(ChronoField.EPOCH_DAY));
            return;
        }
        if (fieldValues.containsKey(ChronoField.YEAR)) {
            if (fieldValues.containsKey(ChronoField.MONTH_OF_YEAR) && fieldValues.containsKey(ChronoField.DAY_OF_MONTH)) {
                date = resolveYmd(style);
                return;
            }
            if (fieldValues.containsKey(ChronoField.DAY_OF_YEAR)) {
                int y = ChronoField.YEAR.checkValidIntValue(remove(ChronoField.YEAR));
                long doy = remove(ChronoField.DAY_OF_YEAR);
                if (style == ResolverStyle.LENIENT) {
                    date = LocalDate.of(y, 1, 1).plusDays(Math.subtractExact(doy, 1));
                } else {
                    date = LocalDate.ofYearDay(y, ChronoField.DAY_OF_YEAR.checkValidIntValue(doy));
                }
            }
        }
    }

    private LocalDate resolveYmd(ResolverStyle style) {
        int y = ChronoField.YEAR.checkValidIntValue(remove(ChronoField.YEAR));
        if (style == ResolverStyle.LENIENT) {
            long months = Math.subtractExact(remove(ChronoField.MONTH_OF_YEAR), 1);
            long days = Math.subtractExact(remove(ChronoField.DAY_OF_MONTH), 1);
            return LocalDate.of(y, 1, 1).plusMonths(months).plusDays(days);
        }
        int moy = ChronoField.MONTH_OF_YEAR.checkValidIntValue(remove(ChronoField.MONTH_OF_YEAR));
        int dom = ChronoField.DAY_OF_MONTH.checkValidIntValue(remove(ChronoField.DAY_OF_MONTH));
        if (style == ResolverStyle.SMART) {
            dom = Math.min(dom, Month.of(moy).length(Year.isLeap(y)));
        }
        return LocalDate.of(y, moy, dom);
    }

    private void addField(TemporalField field, long value) {
        Long old = fieldValues.get(field);
        if (old != null && old != value) {
            throw new DateTimeException("Conflict found: " + field + " " + old + " differs from " + field + " " + value
                    + " while resolving  " + this);
        }
        fieldValues.put(field, value);
    }

    private void resolveTime(ResolverStyle style) {
        Long ch = remove(ChronoField.CLOCK_HOUR_OF_DAY);
        if (ch != null) {
            if (style == ResolverStyle.STRICT || (style == ResolverStyle.SMART && ch != 0)) {
                ChronoField.CLOCK_HOUR_OF_DAY.checkValidValue(ch);
            }
            addField(ChronoField.HOUR_OF_DAY, ch == 24 ? 0 : ch);
        }
        Long cham = remove(ChronoField.CLOCK_HOUR_OF_AMPM);
        if (cham != null) {
            if (style == ResolverStyle.STRICT || (style == ResolverStyle.SMART && cham != 0)) {
                ChronoField.CLOCK_HOUR_OF_AMPM.checkValidValue(cham);
            }
            addField(ChronoField.HOUR_OF_AMPM, cham == 12 ? 0 : cham);
        }
        if (fieldValues.containsKey(ChronoField.AMPM_OF_DAY) && fieldValues.containsKey(ChronoField.HOUR_OF_AMPM)) {
            long ap = remove(ChronoField.AMPM_OF_DAY);
            long hap = remove(ChronoField.HOUR_OF_AMPM);
            if (style == ResolverStyle.LENIENT) {
                addField(ChronoField.HOUR_OF_DAY, Math.addExact(Math.multiplyExact(ap, 12), hap));
            } else {
                ChronoField.AMPM_OF_DAY.checkValidValue(ap);
                ChronoField.HOUR_OF_AMPM.checkValidValue(hap);
                addField(ChronoField.HOUR_OF_DAY, ap * 12 + hap);
            }
        }
        Long nod = remove(ChronoField.NANO_OF_DAY);
        if (nod != null) {
            if (style != ResolverStyle.LENIENT) {
                ChronoField.NANO_OF_DAY.checkValidValue(nod);
            }
            addField(ChronoField.HOUR_OF_DAY, nod / 3600_000_000_000L);
            addField(ChronoField.MINUTE_OF_HOUR, (nod / 60_000_000_000L) % 60);
            addField(ChronoField.SECOND_OF_MINUTE, (nod / 1_000_000_000L) % 60);
            addField(ChronoField.NANO_OF_SECOND, nod % 1_000_000_000L);
        }
        Long mod = remove(ChronoField.MILLI_OF_DAY);
        if (mod != null) {
            if (style != ResolverStyle.LENIENT) {
                ChronoField.MILLI_OF_DAY.checkValidValue(mod);
            }
            addField(ChronoField.SECOND_OF_DAY, mod / 1_000);
            addField(ChronoField.MILLI_OF_SECOND, mod % 1_000);
        }
        Long sod = remove(ChronoField.SECOND_OF_DAY);
        if (sod != null) {
            if (style != ResolverStyle.LENIENT) {
                ChronoField.SECOND_OF_DAY.checkValidValue(sod);
            }
            addField(ChronoField.HOUR_OF_DAY, sod / 3600);
            addField(ChronoField.MINUTE_OF_HOUR, (sod / 60) % 60);
            addField(ChronoField.SECOND_OF_MINUTE, sod % 60);
        }
        Long mnod = remove(ChronoField.MINUTE_OF_DAY);
        if (mnod != null) {
            if (style != ResolverStyle.LENIENT) {
                ChronoField.MINUTE_OF_DAY.checkValidValue(mnod);
            }
            addField(ChronoField.HOUR_OF_DAY, mnod / 60);
            addField(ChronoField.MINUTE_OF_HOUR, mnod % 60);
        }
        Long milli = remove(ChronoField.MILLI_OF_SECOND);
        if (milli != null) {
            if (style != ResolverStyle.LENIENT) {
                ChronoField.MILLI_OF_SECOND.checkValidValue(milli);
            }
            if (!fieldValues.containsKey(ChronoField.NANO_OF_SECOND)) {
                addField(ChronoField.NANO_OF_SECOND, milli * 1_000_000);
            }
        }
        Long micro = remove(ChronoField.MICRO_OF_SECOND);
        if (micro != null) {
            if (style != ResolverStyle.LENIENT) {
                ChronoField.MICRO_OF_SECOND.checkValidValue(micro);
            }
            if (!fieldValues.containsKey(ChronoField.NANO_OF_SECOND)) {
                addField(ChronoField.NANO_OF_SECOND, micro * 1_000);
            }
        }
        Long hod = fieldValues.get(ChronoField.HOUR_OF_DAY);
        if (hod == null) {
            return;
        }
        Long moh = fieldValues.get(ChronoField.MINUTE_OF_HOUR);
        Long som = fieldValues.get(ChronoField.SECOND_OF_MINUTE);
        Long nos = fieldValues.get(ChronoField.NANO_OF_SECOND);
        if ((moh == null && (som != null || nos != null)) || (moh != null && som == null && nos != null)) {
            return;
        }
        long m = moh != null ? moh : 0;
        long s = som != null ? som : 0;
        long n = nos != null ? nos : 0;
        remove(ChronoField.HOUR_OF_DAY);
        remove(ChronoField.MINUTE_OF_HOUR);
        remove(ChronoField.SECOND_OF_MINUTE);
        remove(ChronoField.NANO_OF_SECOND);
        if (style == ResolverStyle.LENIENT) {
            long total = Math.addExact(Math.addExact(Math.multiplyExact(hod, 3600_000_000_000L),
                    Math.multiplyExact(m, 60_000_000_000L)), Math.addExact(Math.multiplyExact(s, 1_000_000_000L), n));
            excessDays = (int) Math.floorDiv(total, 86400_000_000_000L);
            time = LocalTime.ofNanoOfDay(Math.floorMod(total, 86400_000_000_000L));
        } else {
            int mohVal = ChronoField.MINUTE_OF_HOUR.checkValidIntValue(m);
            int nosVal = ChronoField.NANO_OF_SECOND.checkValidIntValue(n);
            if (style == ResolverStyle.SMART && hod == 24 && mohVal == 0 && s == 0 && nosVal == 0) {
                time = LocalTime.MIDNIGHT;
                excessDays = 1;
            } else {
                int hodVal = ChronoField.HOUR_OF_DAY.checkValidIntValue(hod);
                int somVal = ChronoField.SECOND_OF_MINUTE.checkValidIntValue(s);
                time = LocalTime.of(hodVal, mohVal, somVal, nosVal);
            }
        }
    }

    /** Fields left over after resolving must agree with the date and time they resolved to. */
    private void crossCheck() {
        Iterator<Map.Entry<TemporalField, Long>> it = fieldValues.entrySet().iterator();
        while (it.hasNext()) {
            Map.Entry<TemporalField, Long> entry = it.next();
            TemporalField field = entry.getKey();
            TemporalAccessor target = null;
            if (date != null && date.isSupported(field)) {
                target = date;
            } else if (time != null && time.isSupported(field)) {
                target = time;
            }
            if (target == null) {
                continue;
            }
            long val1 = target.getLong(field);
            long val2 = entry.getValue();
            if (val1 != val2) {
                throw new DateTimeException("Conflict found: Field " + field + " " + val1 + " differs from " + field
                        + " " + val2 + " derived from " + target);
            }
            it.remove();
        }
    }

    public String toString() {
        StringBuilder buf = new StringBuilder(64);
        buf.append(fieldValues).append(',').append(IsoChronology.INSTANCE);
        if (zone != null) {
            buf.append(',').append(zone);
        }
        if (date != null || time != null) {
            buf.append(" resolved to ");
            if (date != null) {
                buf.append(date);
                if (time != null) {
                    buf.append('T').append(time);
                }
            } else {
                buf.append(time);
            }
        }
        return buf.toString();
    }
}
