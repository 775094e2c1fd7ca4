package java.time.temporal;

import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.chrono.Chronology;

/** The common queries. */
public final class TemporalQueries {
    private TemporalQueries() {
    }

    static final TemporalQuery<ZoneId> ZONE_ID = temporal -> temporal.query(TemporalQueries.ZONE_ID);
    static final TemporalQuery<Chronology> CHRONO = temporal -> temporal.query(TemporalQueries.CHRONO);
    static final TemporalQuery<TemporalUnit> PRECISION = temporal -> temporal.query(TemporalQueries.PRECISION);
    static final TemporalQuery<ZoneOffset> OFFSET = temporal -> {
        if (temporal.isSupported(ChronoField.OFFSET_SECONDS)) {
            return ZoneOffset.ofTotalSeconds(temporal.get(ChronoField.OFFSET_SECONDS));
        }
        return null;
    };
    static final TemporalQuery<ZoneId> ZONE = temporal -> {
        ZoneId zone = temporal.query(ZONE_ID);
        return zone != null ? zone : temporal.query(OFFSET);
    };
    static final TemporalQuery<LocalDate> LOCAL_DATE = temporal -> {
        if (temporal.isSupported(ChronoField.EPOCH_DAY)) {
            return LocalDate.ofEpochDay(temporal.getLong(ChronoField.EPOCH_DAY));
        }
        return null;
    };
    static final TemporalQuery<LocalTime> LOCAL_TIME = temporal -> {
        if (temporal.isSupported(ChronoField.NANO_OF_DAY)) {
            return LocalTime.ofNanoOfDay(temporal.getLong(ChronoField.NANO_OF_DAY));
        }
        return null;
    };

    public static TemporalQuery<ZoneId> zoneId() {
        return ZONE_ID;
    }

    public static TemporalQuery<Chronology> chronology() {
        return CHRONO;
    }

    public static TemporalQuery<TemporalUnit> precision() {
        return PRECISION;
    }

    public static TemporalQuery<ZoneId> zone() {
        return ZONE;
    }

    public static TemporalQuery<ZoneOffset> offset() {
        return OFFSET;
    }

    public static TemporalQuery<LocalDate> localDate() {
        return LOCAL_DATE;
    }

    public static TemporalQuery<LocalTime> localTime() {
        return LOCAL_TIME;
    }
}
