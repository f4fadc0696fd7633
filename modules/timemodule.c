/* timemodule.c: the `time` module: clocks, sleep, and calendar time
 * (struct_time, gmtime, localtime, mktime, strftime, asctime, ctime, the
 * time zone).
 *
 * The one idea here is that sleep() detaches the thread (gc/stw.c) for
 * as long as it sleeps: a sleeping thread touches no object, so a
 * stop-the-world never waits for it, and it re-attaches (waiting out any
 * stop in progress) before it returns into Python code.
 *
 * Clocks: time() is CLOCK_REALTIME; monotonic() and perf_counter() are
 * CLOCK_MONOTONIC (CPython uses the same clock for both on Linux).  The
 * *_ns variants return ints.  clock_gettime/clock_getres take any clock id.
 *
 * Calendar time is libc's, as in CPython: gmtime_r/localtime_r, mktime,
 * strftime, so the results (and %-codes, and the time zone rules of TZ)
 * are the C library's.  struct_time is a struct sequence (modules.h) of
 * nine fields with two more, tm_zone and tm_gmtoff, that are attributes
 * only: its tuple holds eleven items and says it has nine, so len, index,
 * compare and repr see nine.  timezone, altzone, daylight and tzname are
 * read from localtime at the start of January and of July of this year
 * (CPython's way on Linux: tzname[] alone does not say which offset is
 * summer's), at import and again by tzset().
 *
 * Threads: the clocks and gmtime_r/localtime_r have no shared state here;
 * tzset() writes libc's time zone globals, which localtime_r and mktime
 * read, as in CPython (a program changes TZ before it starts threads).
 * The module's time zone attributes are plain dict entries.
 *
 * strptime is modules/strptime.c.
 *
 * Left out: get_clock_info, clock_settime, pthread_getcpuclockid.
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "modules/modules.h"
#include "vm/thread.h"

static double clock_seconds(clockid_t c)
{
    struct timespec t;
    clock_gettime(c, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static Object *clock_ns(clockid_t c)
{
    struct timespec t;
    clock_gettime(c, &t);
    return int_from_i64((int64_t)t.tv_sec * 1000000000 + t.tv_nsec);
}

#define CLOCK_FN(name, expr)                                                                   \
    static Object *time_##name(Object *self, Object *const *args, ssize_t nargs, Object *kwnames) \
    {                                                                                          \
        (void)self, (void)args;                                                                \
        if (args_no_kw("time." #name, kwnames) < 0 || args_count("time." #name, nargs, 0, 0) < 0) return NULL; \
        return expr;                                                                           \
    }
CLOCK_FN(time, float_new(clock_seconds(CLOCK_REALTIME)))
CLOCK_FN(monotonic, float_new(clock_seconds(CLOCK_MONOTONIC)))
CLOCK_FN(perf_counter, float_new(clock_seconds(CLOCK_MONOTONIC)))
CLOCK_FN(process_time, float_new(clock_seconds(CLOCK_PROCESS_CPUTIME_ID)))
CLOCK_FN(thread_time, float_new(clock_seconds(CLOCK_THREAD_CPUTIME_ID)))
CLOCK_FN(process_time_ns, clock_ns(CLOCK_PROCESS_CPUTIME_ID))
CLOCK_FN(thread_time_ns, clock_ns(CLOCK_THREAD_CPUTIME_ID))
CLOCK_FN(time_ns, clock_ns(CLOCK_REALTIME))
CLOCK_FN(monotonic_ns, clock_ns(CLOCK_MONOTONIC))
CLOCK_FN(perf_counter_ns, clock_ns(CLOCK_MONOTONIC))

int time_sleep_seconds(double secs)
{
    ThreadState *ts = ts_get();
    struct timespec req = {(time_t)secs, (long)((secs - floor(secs)) * 1e9)};
    if (req.tv_nsec >= 1000000000) req.tv_nsec = 999999999;
    if (qsbr_pending() > 0) qsbr_poll(); /* about to wait: free what waits (as thread_lock_acquire) */
    /* A signal interrupts the main thread's sleep (EINTR): its handler
     * runs, and unless it raised the sleep goes on for the time left
     * (PEP 475). */
    for (;;) {
        thread_detach(ts);
        int r, e = 0;
        while ((r = nanosleep(&req, &req)) != 0 && (e = errno) == EINTR && !thread_signal_pending(ts)) {
        }
        thread_attach(ts);
        if (thread_check_signals(ts) < 0) return -1;
        if (r == 0 || e != EINTR) return 0;
    }
}

static Object *time_sleep(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("sleep", kwnames) < 0 || args_count("sleep", nargs, 1, 1) < 0) return NULL;
    double secs;
    int r = float_as_double_of(args[0], &secs);
    if (r < 0) return NULL;
    if (r == 0) return err_format(&Exc_TypeError, "'%s' object cannot be interpreted as an integer", TYPE_NAME(args[0]));
    if (isnan(secs)) return err_set(&Exc_ValueError, "Invalid value NaN (not a number)");
    if (secs < 0) return err_set(&Exc_ValueError, "sleep length must be non-negative");
    if (secs > 9.2e9) return err_set(&Exc_OverflowError, "timestamp too large to convert to C _PyTime_t");
    if (time_sleep_seconds(secs) < 0) return NULL;
    return NEWREF(None);
}

/* ---- clock_gettime / clock_getres ---------------------------------------- */

/* clock_gettime (ns: as an int of nanoseconds) or, res, clock_getres of the
 * clock id in args. */
static Object *clock_call(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames, bool res, bool ns)
{
    int id;
    struct timespec t;
    if (args_no_kw(fname, kwnames) < 0 || args_count_tuple(fname, nargs, 1, 1) < 0) return NULL;
    if (index_as_int(args[0], &id) < 0) return NULL;
    if ((res ? clock_getres((clockid_t)id, &t) : clock_gettime((clockid_t)id, &t)) != 0) return err_set_errno(errno);
    if (ns) return int_from_i64((int64_t)t.tv_sec * 1000000000 + t.tv_nsec);
    return float_new((double)t.tv_sec + (double)t.tv_nsec * 1e-9);
}

static Object *time_clock_gettime(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return clock_call("clock_gettime", args, nargs, kwnames, false, false);
}

static Object *time_clock_gettime_ns(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self; /* CPython names clock_gettime in this function's count error too */
    return clock_call("clock_gettime", args, nargs, kwnames, false, true);
}

static Object *time_clock_getres(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    return clock_call("clock_getres", args, nargs, kwnames, true, false);
}

/* ---- struct_time ----------------------------------------------------------- */

enum { ST_VISIBLE = 9, ST_ALL = 11 }; /* tm_zone and tm_gmtoff are attributes only */

static Object *st_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames);

#define F(name, i) {name, structseq_get, NULL, (void *)(intptr_t)(i)}
static const GetSetDef struct_time_fields[] = {
    F("tm_year", 0), F("tm_mon", 1), F("tm_mday", 2), F("tm_hour", 3), F("tm_min", 4), F("tm_sec", 5),
    F("tm_wday", 6), F("tm_yday", 7), F("tm_isdst", 8),
    F("tm_zone", 9), F("tm_gmtoff", 10),
    {NULL, NULL, NULL, NULL},
};
#undef F

static Type StructTime_Type = {
    TYPE_HEAD_INIT,
    .name = "time.struct_time",
    .basicsize = sizeof(TupleObject),
    .itemsize = sizeof(Object *),
    .flags = TPF_GC | TPF_TUPLE_SUBCLASS,
    .base = &Tuple_Type,
    .dealloc = structseq_dealloc,
    .traverse = structseq_traverse,
    .repr = structseq_repr,
    .new = st_new,
    .getset = struct_time_fields,
};

/* A struct_time of the ST_ALL values (stolen; structseq_new). */
static Object *st_make(Object **vals) { return structseq_new(&StructTime_Type, ST_VISIBLE, vals); }

/* time.struct_time(sequence, dict=None): 9 to 11 items, the missing ones
 * None (the dict, for pickling in CPython, is ignored). */
static Object *st_new(Object *type, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)type;
    static const char *const names[] = {"sequence", "dict", NULL};
    Object *a[2];
    if (args_parse("structseq", args, nargs, kwnames, names, 0, 1, a) < 0) return NULL;
    Object *seq = tuple_from_iterable(a[0]);
    if (seq == NULL) {
        if (err_matches(&Exc_TypeError)) {
            err_clear();
            err_set(&Exc_TypeError, "constructor requires a sequence");
        }
        return NULL;
    }
    ssize_t n = tuple_len(seq);
    if (n < ST_VISIBLE || n > ST_ALL) {
        DECREF(seq);
        return err_format(&Exc_TypeError, "time.struct_time() takes an at %s %d-sequence (%zd-sequence given)",
                          n < ST_VISIBLE ? "least" : "most", n < ST_VISIBLE ? ST_VISIBLE : ST_ALL, n);
    }
    Object *vals[ST_ALL];
    for (ssize_t i = 0; i < ST_ALL; i++) vals[i] = NEWREF(i < n ? tuple_get(seq, i) : None);
    DECREF(seq);
    return st_make(vals);
}

/* struct tm -> struct_time, with the zone name and offset given. */
static Object *tm_to_struct_time(const struct tm *t, const char *zone, long gmtoff)
{
    Object *vals[ST_ALL] = {
        int_from_i64((int64_t)t->tm_year + 1900), small_new(t->tm_mon + 1), small_new(t->tm_mday),
        small_new(t->tm_hour), small_new(t->tm_min), small_new(t->tm_sec),
        small_new((t->tm_wday + 6) % 7), small_new(t->tm_yday + 1), small_new(t->tm_isdst),
        zone != NULL ? str_from_utf8(zone, (ssize_t)strlen(zone)) : NEWREF(None), int_from_i64(gmtoff),
    };
    return st_make(vals);
}

/* o through __index__ as an int64: 0, or -1 with its TypeError, or
 * OverflowError(too_big). */
static int index_i64(Object *o, const char *too_big, int64_t *out)
{
    Object *i = num_index(o);
    if (i == NULL) return -1;
    bool ok = int_as_i64(i, out);
    DECREF(i);
    if (ok) return 0;
    err_set(&Exc_OverflowError, too_big);
    return -1;
}

/* The seconds argument of gmtime/localtime/ctime as a time_t (None: now),
 * rounded down as CPython does.  0 or -1. */
static int seconds_arg(Object *o, time_t *out)
{
    if (o == NULL || o == None) {
        *out = time(NULL);
        return 0;
    }
    if (is_float(o)) {
        double d = float_val(o);
        if (isnan(d)) {
            err_set(&Exc_ValueError, "Invalid value NaN (not a number)");
            return -1;
        }
        d = floor(d);
        if (!(d >= -9223372036854775808.0 && d < 9223372036854775808.0)) {
            err_set(&Exc_OverflowError, "timestamp out of range for platform time_t");
            return -1;
        }
        *out = (time_t)d;
        return 0;
    }
    int64_t v;
    if (index_i64(o, "timestamp out of range for platform time_t", &v) < 0) return -1;
    *out = (time_t)v;
    return 0;
}

static Object *one_seconds_arg(const char *fname, Object *const *args, ssize_t nargs, Object *kwnames, time_t *t)
{
    if (args_no_kw(fname, kwnames) < 0 || args_count_tuple(fname, nargs, 0, 1) < 0) return NULL;
    if (seconds_arg(nargs > 0 ? args[0] : NULL, t) < 0) return NULL;
    return None;
}

static Object *time_gmtime(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    time_t t;
    struct tm tm;
    if (one_seconds_arg("gmtime", args, nargs, kwnames, &t) == NULL) return NULL;
    errno = 0;
    if (gmtime_r(&t, &tm) == NULL) return err_set_errno(errno != 0 ? errno : EOVERFLOW);
    return tm_to_struct_time(&tm, tm.tm_zone, tm.tm_gmtoff); /* "GMT", 0 */
}

/* localtime_r, or -1 with OSError. */
static int local_tm(time_t t, struct tm *tm)
{
    errno = 0;
    if (localtime_r(&t, tm) == NULL) {
        err_set_errno(errno != 0 ? errno : EINVAL);
        return -1;
    }
    return 0;
}

static Object *time_localtime(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    time_t t;
    struct tm tm;
    if (one_seconds_arg("localtime", args, nargs, kwnames, &t) == NULL || local_tm(t, &tm) < 0) return NULL;
    return tm_to_struct_time(&tm, tm.tm_zone, tm.tm_gmtoff);
}

/* A struct_time or 9-tuple as a struct tm (CPython's gettmarg): `what` is
 * the function's name for the error.  0 or -1.  A struct_time's tm_zone
 * and tm_gmtoff come along (strftime's %Z and %z); zone_keep holds the
 * zone's str alive while tm is used. */
static int tm_arg(Object *o, const char *what, struct tm *tm, Object **zone_keep)
{
    memset(tm, 0, sizeof *tm);
    *zone_keep = NULL;
    if (!is_tuple(o)) {
        err_set(&Exc_TypeError, "Tuple or struct_time argument required");
        return -1;
    }
    if (tuple_len(o) != 9) {
        err_format(&Exc_TypeError, "%s(): illegal time tuple argument", what);
        return -1;
    }
    int f[9];
    for (int i = 0; i < 9; i++)
        if (index_as_int(tuple_get(o, i), &f[i]) < 0) return -1;
    if (f[0] < INT_MIN + 1900) {
        err_set(&Exc_OverflowError, "year out of range");
        return -1;
    }
    tm->tm_year = f[0] - 1900;
    tm->tm_mon = f[1] - 1;
    tm->tm_mday = f[2];
    tm->tm_hour = f[3];
    tm->tm_min = f[4];
    tm->tm_sec = f[5];
    tm->tm_wday = (f[6] + 1) % 7;
    tm->tm_yday = f[7] - 1;
    tm->tm_isdst = f[8];
    if (TYPE(o) == &StructTime_Type) {
        Object *z = ((TupleObject *)o)->items[9], *g = ((TupleObject *)o)->items[10];
        if (z != None) {
            if (!is_str(z)) {
                err_format(&Exc_TypeError, "bad argument type for built-in operation");
                return -1;
            }
            tm->tm_zone = str_cstr(z);
            *zone_keep = NEWREF(z);
        }
        if (g != None) {
            int64_t v;
            if (index_i64(g, "Python int too large to convert to C long", &v) < 0) {
                XDECREF(*zone_keep);
                *zone_keep = NULL;
                return -1;
            }
            tm->tm_gmtoff = (long)v;
        }
    }
    return 0;
}

/* CPython's checktm: the ranges asctime and strftime accept (0 for a month,
 * day of month or day of year means the first). */
static int tm_check(struct tm *t)
{
    const char *bad = NULL;
    if (t->tm_mon == -1) t->tm_mon = 0;
    else if (t->tm_mon < 0 || t->tm_mon > 11) bad = "month out of range";
    if (bad == NULL) {
        if (t->tm_mday == 0) t->tm_mday = 1;
        else if (t->tm_mday < 0 || t->tm_mday > 31) bad = "day of month out of range";
    }
    if (bad == NULL && (t->tm_hour < 0 || t->tm_hour > 23)) bad = "hour out of range";
    if (bad == NULL && (t->tm_min < 0 || t->tm_min > 59)) bad = "minute out of range";
    if (bad == NULL && (t->tm_sec < 0 || t->tm_sec > 61)) bad = "seconds out of range";
    if (bad == NULL && t->tm_wday < 0) bad = "day of week out of range";
    if (bad == NULL) {
        if (t->tm_yday == -1) t->tm_yday = 0;
        else if (t->tm_yday < 0 || t->tm_yday > 365) bad = "day of year out of range";
    }
    if (bad != NULL) {
        err_set(&Exc_ValueError, bad);
        return -1;
    }
    return 0;
}

static Object *time_mktime(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    struct tm tm;
    Object *keep;
    if (args_no_kw("time.mktime", kwnames) < 0 || args_count("time.mktime", nargs, 1, 1) < 0) return NULL;
    if (tm_arg(args[0], "mktime", &tm, &keep) < 0) return NULL;
    XDECREF(keep);
    tm.tm_zone = NULL;
    tm.tm_wday = -1; /* mktime sets it: still -1 afterwards means it failed */
    time_t t = mktime(&tm);
    if (t == (time_t)-1 && tm.tm_wday == -1) return err_set(&Exc_OverflowError, "mktime argument out of range");
    return float_new((double)t);
}

/* "Sun Sep 16 01:03:52 1973", as CPython formats it (not libc's asctime). */
static Object *format_asctime(const struct tm *t)
{
    static const char wday[7][4] = {"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"};
    static const char mon[12][4] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                    "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%s %s%3d %.2d:%.2d:%.2d %lld", wday[t->tm_wday], mon[t->tm_mon], t->tm_mday,
                     t->tm_hour, t->tm_min, t->tm_sec, 1900LL + t->tm_year);
    return str_from_utf8(buf, n);
}

static Object *time_asctime(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    struct tm tm;
    Object *keep = NULL;
    if (args_no_kw("asctime", kwnames) < 0 || args_count("asctime", nargs, 0, 1) < 0) return NULL;
    if (nargs == 0) {
        if (local_tm(time(NULL), &tm) < 0) return NULL;
    } else if (tm_arg(args[0], "asctime", &tm, &keep) < 0 || tm_check(&tm) < 0) {
        XDECREF(keep);
        return NULL;
    }
    XDECREF(keep);
    return format_asctime(&tm);
}

static Object *time_ctime(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    time_t t;
    struct tm tm;
    if (one_seconds_arg("ctime", args, nargs, kwnames, &t) == NULL || local_tm(t, &tm) < 0) return NULL;
    return format_asctime(&tm);
}

static Object *time_strftime(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    struct tm tm;
    Object *keep = NULL;
    if (args_no_kw("strftime", kwnames) < 0 || args_count_tuple("strftime", nargs, 1, 2) < 0) return NULL;
    if (!is_str(args[0]))
        return err_format(&Exc_TypeError, "strftime() argument 1 must be str, not %s", TYPE_NAME(args[0]));
    if (nargs == 1) {
        if (local_tm(time(NULL), &tm) < 0) return NULL;
    } else if (tm_arg(args[1], "strftime", &tm, &keep) < 0 || tm_check(&tm) < 0) {
        XDECREF(keep);
        return NULL;
    }
    if (tm.tm_isdst < -1) tm.tm_isdst = -1;
    else if (tm.tm_isdst > 1) tm.tm_isdst = 1;
    const char *fmt = str_cstr(args[0]);
    size_t fmtlen = (size_t)str_nbytes(args[0]);
    if (strlen(fmt) != fmtlen) {
        XDECREF(keep);
        return err_set(&Exc_ValueError, "embedded null character");
    }
    /* strftime returns 0 both for "too small" and for an empty result: grow
     * the buffer until it is 256 times the format (CPython's rule). */
    Object *r = NULL;
    for (size_t size = 1024;; size += size) {
        char *buf = malloc(size);
        if (buf == NULL) {
            r = err_no_memory();
            break;
        }
        size_t n = strftime(buf, size, fmt, &tm);
        if (n > 0 || size >= 256 * fmtlen) {
            r = str_from_utf8_surrogates(buf, (ssize_t)n);
            free(buf);
            break;
        }
        free(buf);
    }
    XDECREF(keep);
    return r;
}

/* Set once by timemodule_init (under the import lock, before any of the
 * module's functions can run) and immortal: read freely by every thread. */
static Object *time_module;

/* time.strptime(string, format="%a %b %d %H:%M:%S %Y"): modules/strptime.c
 * parses, with time.tzname and time.daylight as they stand. */
static Object *time_strptime(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self;
    if (args_no_kw("strptime", kwnames) < 0) return NULL;
    if (nargs < 1) return err_set(&Exc_TypeError, "_strptime_time() missing 1 required positional argument: 'data_string'");
    if (nargs > 2)
        return err_format(&Exc_TypeError, "_strptime_time() takes from 1 to 2 positional arguments but %zd were given", nargs);
    Object *fmt = nargs > 1 ? args[1] : NULL;
    for (int i = 0; i < 2; i++) {
        Object *a = i == 0 ? args[0] : fmt;
        if (a != NULL && !is_str(a))
            return err_format(&Exc_TypeError, "strptime() argument %d must be str, not <class '%s'>", i, TYPE_NAME(a));
    }
    Object *dflt = NULL;
    if (fmt == NULL && (fmt = dflt = str_from_cstr("%a %b %d %H:%M:%S %Y")) == NULL) return NULL;
    Object *d = module_dict(time_module);
    /* new references: a tzset() on another thread may replace them */
    Object *tzname = dict_get(d, STR_ID("tzname")), *daylight = dict_get(d, STR_ID("daylight"));
    Object *vals[ST_ALL];
    int rc = time_strptime_parse(args[0], fmt, tzname != NULL ? tzname : None,
                                 daylight != NULL && obj_is_true(daylight) > 0, vals);
    XDECREF(tzname);
    XDECREF(daylight);
    XDECREF(dflt);
    return rc < 0 ? NULL : st_make(vals);
}

/* ---- the time zone ---------------------------------------------------------- */

/* timezone, altzone, daylight and tzname into module dict d, from localtime
 * at the start of this year and half a year later (CPython's init_timezone
 * where libc's tzname does not say which is summer). */
static int set_timezone(Object *d)
{
    static const time_t YEAR = (365 * 24 + 6) * 3600;
    time_t t = (time(NULL) / YEAR) * YEAR;
    struct tm jan, jul;
    if (localtime_r(&t, &jan) == NULL) memset(&jan, 0, sizeof jan);
    t += YEAR / 2;
    if (localtime_r(&t, &jul) == NULL) memset(&jul, 0, sizeof jul);
    long janzone = -jan.tm_gmtoff, julzone = -jul.tm_gmtoff;
    const char *janname = jan.tm_zone != NULL ? jan.tm_zone : "", *julname = jul.tm_zone != NULL ? jul.tm_zone : "";
    bool south = janzone < julzone; /* DST is in January in the southern hemisphere */
    Object *names[2] = {str_from_utf8(south ? julname : janname, (ssize_t)strlen(south ? julname : janname)),
                        str_from_utf8(south ? janname : julname, (ssize_t)strlen(south ? janname : julname))};
    if (names[0] == NULL || names[1] == NULL) {
        XDECREF(names[0]);
        XDECREF(names[1]);
        return -1;
    }
    Object *tzname = tuple_from_array(names, 2);
    DECREF(names[0]);
    DECREF(names[1]);
    Object *vals[4] = {int_from_i64(south ? julzone : janzone), int_from_i64(south ? janzone : julzone),
                       small_new(janzone != julzone), tzname};
    static const char *const keys[4] = {"timezone", "altzone", "daylight", "tzname"};
    int rc = 0;
    for (int i = 0; i < 4; i++) {
        if (rc == 0 && (vals[i] == NULL || dict_set_cstr(d, keys[i], vals[i]) < 0)) rc = -1;
        XDECREF(vals[i]);
    }
    return rc;
}

static Object *time_tzset(Object *self, Object *const *args, ssize_t nargs, Object *kwnames)
{
    (void)self, (void)args;
    if (args_no_kw("time.tzset", kwnames) < 0 || args_count("time.tzset", nargs, 0, 0) < 0) return NULL;
    tzset();
    if (set_timezone(module_dict(time_module)) < 0) return NULL;
    return NEWREF(None);
}

static const MethodDef time_methods[] = {
    {"time", time_time, METH_DEFAULT},
    {"monotonic", time_monotonic, METH_DEFAULT},
    {"perf_counter", time_perf_counter, METH_DEFAULT},
    {"process_time", time_process_time, METH_DEFAULT},
    {"thread_time", time_thread_time, METH_DEFAULT},
    {"process_time_ns", time_process_time_ns, METH_DEFAULT},
    {"thread_time_ns", time_thread_time_ns, METH_DEFAULT},
    {"time_ns", time_time_ns, METH_DEFAULT},
    {"monotonic_ns", time_monotonic_ns, METH_DEFAULT},
    {"perf_counter_ns", time_perf_counter_ns, METH_DEFAULT},
    {"sleep", time_sleep, METH_DEFAULT},
    {"clock_gettime", time_clock_gettime, METH_DEFAULT},
    {"clock_gettime_ns", time_clock_gettime_ns, METH_DEFAULT},
    {"clock_getres", time_clock_getres, METH_DEFAULT},
    {"gmtime", time_gmtime, METH_DEFAULT},
    {"localtime", time_localtime, METH_DEFAULT},
    {"mktime", time_mktime, METH_DEFAULT},
    {"asctime", time_asctime, METH_DEFAULT},
    {"ctime", time_ctime, METH_DEFAULT},
    {"strftime", time_strftime, METH_DEFAULT},
    {"strptime", time_strptime, METH_DEFAULT},
    {"tzset", time_tzset, METH_DEFAULT},
    {NULL, NULL, 0},
};

int timemodule_init(void)
{
    Object *m = module_new_builtin("time", time_methods);
    if (m == NULL || type_ready(&StructTime_Type) < 0) return -1;
    time_module = m;
    Object *d = module_dict(m);
    static const struct {
        const char *name;
        int id;
    } clocks[] = {
        {"CLOCK_REALTIME", CLOCK_REALTIME}, {"CLOCK_MONOTONIC", CLOCK_MONOTONIC},
        {"CLOCK_MONOTONIC_RAW", CLOCK_MONOTONIC_RAW}, {"CLOCK_PROCESS_CPUTIME_ID", CLOCK_PROCESS_CPUTIME_ID},
        {"CLOCK_THREAD_CPUTIME_ID", CLOCK_THREAD_CPUTIME_ID}, {"CLOCK_BOOTTIME", CLOCK_BOOTTIME},
        {"CLOCK_TAI", CLOCK_TAI},
    };
    for (size_t i = 0; i < sizeof clocks / sizeof clocks[0]; i++) {
        Object *v = small_new(clocks[i].id);
        int rc = dict_set_cstr(d, clocks[i].name, v);
        DECREF(v);
        if (rc < 0) return -1;
    }
    if (dict_set_cstr(d, "struct_time", (Object *)&StructTime_Type) < 0) return -1;
    tzset();
    return set_timezone(d);
}
