/* timemodule.c: the `time` module (time, perf_counter, monotonic, sleep).
 *
 * The one idea here is that sleep() detaches the thread (gc/stw.c) for
 * as long as it sleeps: a sleeping thread touches no object, so a
 * stop-the-world never waits for it, and it re-attaches (waiting out any
 * stop in progress) before it returns into Python code.
 *
 * Clocks: time() is CLOCK_REALTIME; monotonic() and perf_counter() are
 * CLOCK_MONOTONIC (CPython uses the same clock for both on Linux).  The
 * *_ns variants return ints.  Nothing here has shared state.
 */
#include <errno.h>
#include <math.h>
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
    {NULL, NULL, 0},
};

int timemodule_init(void)
{
    return module_new_builtin("time", time_methods) == NULL ? -1 : 0;
}
