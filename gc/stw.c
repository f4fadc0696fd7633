/* stw.c: attaching, detaching and stopping the world.
 *
 * The idea (docs/safepoints-stw.md; PEP 703 "thread states"; CPython 3.13's
 * Python/pystate.c): with no global lock, nothing stops a thread from
 * touching objects at any moment -- except the thread itself.  So every
 * thread states, in ts->status, whether it may touch objects right now:
 *
 *   ATTACHED  running Python or runtime code; it checks its eval breaker at
 *             every safepoint (backward jumps and calls, vm/eval.c);
 *   DETACHED  blocked, or about to block (lock wait, join, sleep, I/O):
 *             it touches no object until it attaches again;
 *   PARKED    held for a stop-the-world, either at a safepoint (it parked
 *             itself) or while it was detached (the requester parked it).
 *
 * A stop-the-world (for the collector, per-thread counting and tests) is:
 *   1. take stw_one (only one stop at a time; a second requester waits for
 *      it *detached*, or the first would wait for it forever);
 *   2. set interp->stw_requested;
 *   3. for every other thread: DETACHED -> PARKED by CAS (it cannot attach
 *      any more), or ATTACHED -> set EVAL_BREAKER_STW and wait until it
 *      parks itself at its next safepoint or detaches (then park it);
 *   4. the world is stopped: every other thread is PARKED.
 * Restarting clears stw_requested, turns the requester-parked threads back
 * to DETACHED and wakes everyone.
 *
 * The race between a thread attaching and a requester starting a stop is
 * settled by two seq_cst operations on each side (a Dekker pattern): the
 * requester stores stw_requested then reads each status; an attaching
 * thread CASes its status to ATTACHED then reads stw_requested.  At least
 * one sees the other: either the requester sees ATTACHED and waits for the
 * thread to park, or the thread sees the request, goes back to DETACHED
 * and waits for the stop to end.  Detaching is the mirror image: CAS to
 * DETACHED, then wake the requester if a stop is in progress.
 *
 * Invariants:
 *   - while stw_requested is set and the requester's wait has returned,
 *     no thread other than the requester is ATTACHED;
 *   - only the requester writes DETACHED <-> PARKED for another thread,
 *     and only under stw_mutex (stw_parked says which threads it parked);
 *   - a thread parks itself only at a safepoint, with its frame's sp and
 *     instruction stored (the collector reads them);
 *   - lock order: stw_one, then stw_mutex, then interp->lock (taken
 *     briefly to walk the thread list, never while waiting).
 *
 * The GIL build (-Dgil=true, FPY_GIL): the same VM with one global lock,
 * interp->gil, for scaling comparisons (docs/benchmarks.md).  It is woven
 * into attaching and detaching, so it is released exactly where a thread
 * detaches (every blocking call) plus on a switch interval:
 *
 *   thread_attach:  take the GIL, then become ATTACHED (as above);
 *   thread_detach:  become DETACHED, then drop the GIL;
 *   a waiter:       waits interval_us (5 ms) at a time; if the GIL did not
 *                   change hands meanwhile, it sets EVAL_BREAKER_GIL_DROP
 *                   on the holder, which at its next safepoint detaches,
 *                   waits until some other thread has taken the GIL (CPython's
 *                   FORCE_SWITCHING: otherwise the dropper, already running,
 *                   would usually win it back at once) and attaches again
 *                   (stw_gil_yield).
 *
 *     T1 [run........]drop.wait.....take[run........]
 *     T2 ...wait 5ms..set DROP..take[run.........]drop
 *
 * Invariant: a thread is ATTACHED only while it holds the GIL.  Hence a
 * stop-the-world requester (which is attached) finds every other thread
 * detached and parks them all in its first scan: the general algorithm
 * stays correct and costs one pass.  A thread stepping back in
 * thread_attach drops the GIL before waiting for the stop to end, or the
 * requester could never run again.  The uncontended cost is one mutex
 * pair per attach/detach (blocking calls only) and nothing in the eval
 * loop beyond the eval-breaker load it always does.
 *
 * What fpy simplifies: CPython parks with per-thread events and counts the
 * threads still to stop; fpy rescans the short thread list under one
 * mutex and one condition variable each time something changes.  Stops
 * are rare (collections), so the simple scan costs nothing that matters;
 * attach/detach with no stop in progress stay one CAS and one load.
 */
#include <errno.h>
#include <sched.h>
#include <time.h>
#include <unistd.h>

#include "runtime/api.h"
#include "vm/thread.h"

void stw_init(Interp *interp)
{
    pthread_mutex_init(&interp->stw_one, NULL);
    pthread_mutex_init(&interp->stw_mutex, NULL);
    pthread_cond_init(&interp->stw_cond, NULL);
    atomic_init(&interp->stw_requested, 0);
    interp->stw_requester = NULL;
    Gil *g = &interp->gil;
    pthread_mutex_init(&g->mutex, NULL);
    pthread_mutex_init(&g->switch_mutex, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&g->cond, &ca);
    pthread_condattr_destroy(&ca);
    pthread_cond_init(&g->switch_cond, NULL);
    g->locked = false;
    g->holder = NULL;
    g->switch_number = 0;
    g->interval_us = 5000;
}

/* ---- the GIL build ------------------------------------------------------ */
#ifdef FPY_GIL
static void gil_take(ThreadState *ts)
{
    Gil *g = &ts->interp->gil;
    pthread_mutex_lock(&g->mutex);
    while (g->locked) {
        uint64_t seen = g->switch_number;
        struct timespec until;
        clock_gettime(CLOCK_MONOTONIC, &until);
        until.tv_nsec += g->interval_us * 1000;
        while (until.tv_nsec >= 1000000000) { until.tv_sec++; until.tv_nsec -= 1000000000; }
        int rc = pthread_cond_timedwait(&g->cond, &g->mutex, &until);
        /* A whole interval and the same holder: ask it to let go. */
        if (rc == ETIMEDOUT && g->locked && g->switch_number == seen)
            atomic_fetch_or_explicit(&g->holder->eval_breaker, EVAL_BREAKER_GIL_DROP, memory_order_relaxed);
    }
    pthread_mutex_lock(&g->switch_mutex);
    g->locked = true;
    g->holder = ts;
    g->switch_number++;
    pthread_cond_broadcast(&g->switch_cond); /* a forced dropper may go on */
    pthread_mutex_unlock(&g->switch_mutex);
    /* A drop request addressed to an earlier tenure of ours is stale. */
    atomic_fetch_and_explicit(&ts->eval_breaker, ~(uint32_t)EVAL_BREAKER_GIL_DROP, memory_order_relaxed);
    pthread_mutex_unlock(&g->mutex);
}

static void gil_drop(ThreadState *ts)
{
    Gil *g = &ts->interp->gil;
    pthread_mutex_lock(&g->mutex);
    FPY_ASSERT(g->locked && g->holder == ts, "only the holder drops the GIL");
    g->locked = false;
    pthread_cond_signal(&g->cond);
    pthread_mutex_unlock(&g->mutex);
}
#endif

void stw_gil_yield(ThreadState *ts)
{
#ifdef FPY_GIL
    Interp *interp = ts->interp;
    /* A requester keeps the GIL until it restarts the world (and for good
     * after thread_at_exit's final stop). */
    if (atomic_load(&interp->stw_requested) && interp->stw_requester == ts) return;
    thread_detach(ts);
    /* The drop request came from a thread still waiting for the GIL (it
     * was set during this tenure, and waiters leave only with the GIL), so
     * this wait ends. */
    Gil *g = &interp->gil;
    pthread_mutex_lock(&g->switch_mutex);
    while (g->holder == ts) pthread_cond_wait(&g->switch_cond, &g->switch_mutex);
    pthread_mutex_unlock(&g->switch_mutex);
    thread_attach(ts);
#else
    (void)ts;
#endif
}

static void wake_all(Interp *interp)
{
    pthread_mutex_lock(&interp->stw_mutex);
    pthread_cond_broadcast(&interp->stw_cond);
    pthread_mutex_unlock(&interp->stw_mutex);
}

static uint64_t mono_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* ---- short waits spin --------------------------------------------------------
 * Most stops are short: a young collection or a promotion takes tens of
 * microseconds.  A thread that sleeps on a condition variable through one
 * pays the kernel's wake-up on top, and an idle vCPU of a virtual machine
 * takes 50-100 us to wake.  So each wait for a stop -- a parked thread's
 * for the restart, an attaching thread's for the stop's end, the
 * requester's for the others to park -- first spins for up to STW_SPIN_NS,
 * calling sched_yield() each round so that any thread that could run on
 * this processor (more threads than cores) does, and only then sleeps.
 * Not on a single processor, nor in the GIL build (whose waiters wait for
 * the GIL anyway). */
enum { STW_SPIN_NS = 100000 };

static bool spin_wanted(void)
{
#ifdef FPY_GIL
    return false;
#else
    static _Atomic(int) ncpu;
    int n = atomic_load_explicit(&ncpu, memory_order_relaxed);
    if (n == 0) {
        n = (int)sysconf(_SC_NPROCESSORS_ONLN);
        atomic_store_explicit(&ncpu, n, memory_order_relaxed);
    }
    return n > 1;
#endif
}

/* Spin until no stop is requested or STW_SPIN_NS have passed: true if none
 * is requested. */
static bool spin_while_stopped(Interp *interp)
{
    if (!spin_wanted()) return !atomic_load(&interp->stw_requested);
    uint64_t until = mono_ns() + STW_SPIN_NS;
    while (atomic_load(&interp->stw_requested)) {
        if (mono_ns() >= until) return false;
        sched_yield();
    }
    return true;
}

void thread_detach(ThreadState *ts)
{
    Interp *interp = ts->interp;
    FPY_ASSERT(atomic_load(&ts->status) == TS_ATTACHED, "only an attached thread detaches");
    atomic_store(&ts->status, TS_DETACHED);
    /* A requester may be waiting for this thread to park: tell it. */
    if (atomic_load(&interp->stw_requested)) wake_all(interp);
#ifdef FPY_GIL
    gil_drop(ts);
#endif
}

void thread_attach(ThreadState *ts)
{
    Interp *interp = ts->interp;
    /* Once this thread has had to wait, it counts in stw_waiting until it
     * is attached, not merely until it wakes: a requester's fairness wait
     * (stw_stop_the_world) must not see "nobody waiting" while a woken
     * thread has yet to attach, or it stops the world again first and
     * resets the passed-over count that bounds how often that may happen
     * (a thread starting under load waited minutes for its first attach
     * while other threads called gc.collect() in a loop). */
    bool counted = false;
    for (;;) {
#ifdef FPY_GIL
        gil_take(ts);
#endif
        int expected = TS_DETACHED;
        if (atomic_compare_exchange_strong(&ts->status, &expected, TS_ATTACHED)) {
            if (!atomic_load(&interp->stw_requested) || interp->stw_requester == ts) {
                if (counted) {
                    atomic_store(&ts->stw_resumed_ns, mono_ns());
                    atomic_store(&ts->stw_attach_waiting, false);
                    atomic_fetch_sub_explicit(&interp->stw_waiting, 1, memory_order_relaxed);
                }
                return;
            }
            /* A stop began: step back (the requester may have seen us
             * attached and be waiting for us) and wait for its end. */
            atomic_store(&ts->status, TS_DETACHED);
            wake_all(interp);
        }
#ifdef FPY_GIL
        gil_drop(ts); /* the requester may need it */
#endif
        if (!counted) {
            atomic_store(&ts->stw_attach_waiting, true);
            atomic_fetch_add_explicit(&interp->stw_waiting, 1, memory_order_relaxed);
            counted = true;
        }
        /* (the restart turns a thread it parked back to DETACHED before it
         * clears the request: once none is seen, the CAS above may work) */
        if (spin_while_stopped(interp)) continue;
        pthread_mutex_lock(&interp->stw_mutex);
        while (atomic_load(&interp->stw_requested) || atomic_load(&ts->status) == TS_PARKED)
            pthread_cond_wait(&interp->stw_cond, &interp->stw_mutex);
        pthread_mutex_unlock(&interp->stw_mutex);
    }
}

void stw_park(ThreadState *ts)
{
    Interp *interp = ts->interp;
    pthread_mutex_lock(&interp->stw_mutex);
    if (atomic_load(&interp->stw_requested) && interp->stw_requester != ts) {
        atomic_store(&ts->status, TS_PARKED);
        pthread_cond_broadcast(&interp->stw_cond);
        atomic_fetch_add_explicit(&interp->stw_waiting, 1, memory_order_relaxed);
        pthread_mutex_unlock(&interp->stw_mutex);
        spin_while_stopped(interp);
        pthread_mutex_lock(&interp->stw_mutex);
        while (atomic_load(&interp->stw_requested))
            pthread_cond_wait(&interp->stw_cond, &interp->stw_mutex);
        atomic_store(&ts->stw_resumed_ns, mono_ns());
        atomic_fetch_sub_explicit(&interp->stw_waiting, 1, memory_order_relaxed);
        atomic_store(&ts->status, TS_ATTACHED);
    }
    pthread_mutex_unlock(&interp->stw_mutex);
}

/* Caller holds stw_mutex.  Park every detached thread, ask every attached
 * one to park; true when all others are parked. */
static bool all_parked(Interp *interp, ThreadState *me)
{
    bool all = true;
    pthread_mutex_lock(&interp->lock);
    for (ThreadState *t = interp->threads; t; t = t->next) {
        if (t == me) continue;
        int st = TS_DETACHED;
        if (atomic_compare_exchange_strong(&t->status, &st, TS_PARKED)) {
            t->stw_parked = true;
        } else if (st == TS_ATTACHED) {
            atomic_fetch_or_explicit(&t->eval_breaker, EVAL_BREAKER_STW, memory_order_relaxed);
            all = false;
        }
    }
    pthread_mutex_unlock(&interp->lock);
    return all;
}

/* The gap a restart leaves the threads it woke: the last stop's length,
 * within [STW_GAP_MIN_NS, STW_GAP_MAX_NS] (1 to 5 ms; below a millisecond a
 * woken thread on a loaded machine is rarely even scheduled).  It ends
 * early once every thread it woke is back and has run for the stop's
 * length (at least STW_RUN_MIN_NS): see woken_have_run. */
enum { STW_GAP_MIN_NS = 1000000, STW_GAP_MAX_NS = 5000000, STW_RUN_MIN_NS = 100000, STW_POLL_NS = 20000,
       STW_PASSED_MAX = 3 };
#define STW_STARVED_MAX_NS 1000000000u /* 1 s: a woken thread not scheduled by then is not starving us */

/* Has every thread the last restart woke come back and run for the
 * quantum since?  A thread still parked, or still waiting to attach, has
 * not; one that has since blocked (detached) wants no processor.  Each
 * thread notes when it came back (stw_resumed_ns).  A thread parked at a
 * safepoint, say, woken by a young collection, is back within
 * microseconds when it has a processor of its own, and the next
 * collection need not wait the whole gap for it (a program collecting a
 * thousand times a second lost a third of its time to those gaps). */
static bool woken_have_run(Interp *interp, ThreadState *me, uint64_t now)
{
    uint64_t restart = atomic_load_explicit(&interp->stw_restart_ns, memory_order_relaxed);
    uint64_t quantum = atomic_load_explicit(&interp->stw_quantum_ns, memory_order_relaxed);
    bool ran = true;
    pthread_mutex_lock(&interp->lock);
    for (ThreadState *t = interp->threads; t && ran; t = t->next) {
        if (t == me) continue;
        int st = atomic_load(&t->status);
        if (st == TS_PARKED || atomic_load(&t->stw_attach_waiting)) {
            ran = false;
        } else if (st == TS_ATTACHED) {
            uint64_t back = atomic_load(&t->stw_resumed_ns);
            if (back >= restart && now < back + quantum) ran = false;
        }
    }
    pthread_mutex_unlock(&interp->lock);
    return ran;
}

void stw_stop_the_world(ThreadState *ts)
{
    Interp *interp = ts->interp;
    /* Fairness: threads the last restart woke (parked, or waiting to
     * attach) get to run before the next stop, for as long as that stop
     * lasted (at most STW_GAP_MAX_NS).  Without it, threads calling
     * gc.collect() in a loop stopped the world again the moment it
     * restarted, before the woken threads were scheduled, and they waited
     * again: with 48 threads on 2 cores one waited for tens of seconds.
     * The requester sleeps detached for the whole gap, not only until the
     * woken threads are scheduled (scheduled, they would run to their
     * next safepoint and park again); when the last restart woke nobody
     * (one thread, or all the others blocked) it does not wait at all, and
     * the world is never stopped more than about half the time.
     * On a loaded machine a woken thread may not be scheduled within that
     * gap at all (tests/stress/006 with a busy loop beside it: one in
     * sixty runs starved for 30 s), so once STW_PASSED_MAX stops in a row
     * went ahead of waiters, the next one waits until they have attached
     * (at most STW_STARVED_MAX_NS): a waiter is passed over a bounded
     * number of times. */
    uint64_t next = atomic_load_explicit(&interp->stw_next_ns, memory_order_relaxed);
    uint64_t now = mono_ns();
    bool starved = atomic_load_explicit(&interp->stw_passed_over, memory_order_relaxed) >= STW_PASSED_MAX &&
                   atomic_load_explicit(&interp->stw_waiting, memory_order_relaxed) > 0;
    if (now < next || starved) {
        /* the whole gap, not only until the woken threads are scheduled:
         * scheduled, they would reach their next safepoint and park again
         * having run one call (48 threads started one call a stop while
         * three called gc.collect() in a loop: minutes) */
        uint64_t until = starved ? now + STW_STARVED_MAX_NS : next;
        thread_detach(ts);
        struct timespec d = {0, STW_POLL_NS};
        for (uint64_t t = now; t < until; t = mono_ns()) {
            if (starved ? atomic_load_explicit(&interp->stw_waiting, memory_order_relaxed) == 0
                        : woken_have_run(interp, ts, t))
                break;
            nanosleep(&d, NULL);
        }
        thread_attach(ts);
    }
    if (atomic_load_explicit(&interp->stw_waiting, memory_order_relaxed) > 0)
        atomic_fetch_add_explicit(&interp->stw_passed_over, 1, memory_order_relaxed);
    else
        atomic_store_explicit(&interp->stw_passed_over, 0, memory_order_relaxed);
    if (pthread_mutex_trylock(&interp->stw_one) != 0) {
        /* Another stop is in progress: wait for it detached (it waits for us). */
        thread_detach(ts);
        pthread_mutex_lock(&interp->stw_one);
        interp->stw_requester = ts; /* so that attaching does not wait for our own stop */
        atomic_store(&interp->stw_requested, 1);
        thread_attach(ts);
    } else {
        interp->stw_requester = ts;
        atomic_store(&interp->stw_requested, 1);
    }
    pthread_mutex_lock(&interp->stw_mutex);
    uint64_t spin_until = spin_wanted() ? mono_ns() + STW_SPIN_NS : 0;
    while (!all_parked(interp, ts)) {
        if (spin_until != 0 && mono_ns() < spin_until) {
            /* (unlocked: a thread parks itself under stw_mutex) */
            pthread_mutex_unlock(&interp->stw_mutex);
            sched_yield();
            pthread_mutex_lock(&interp->stw_mutex);
            continue;
        }
        /* Woken by a park or a detach; the timeout covers a thread that
         * attached and stepped back between our scan and our wait. */
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 1000000;
        if (until.tv_nsec >= 1000000000) { until.tv_sec++; until.tv_nsec -= 1000000000; }
        pthread_cond_timedwait(&interp->stw_cond, &interp->stw_mutex, &until);
    }
    interp->stw_count++;
    atomic_store_explicit(&interp->stw_stopped_ns, mono_ns(), memory_order_relaxed);
    pthread_mutex_unlock(&interp->stw_mutex);
}

void stw_start_the_world(ThreadState *ts)
{
    Interp *interp = ts->interp;
    FPY_ASSERT(interp->stw_requester == ts, "only the requester restarts the world");
    pthread_mutex_lock(&interp->stw_mutex);
    pthread_mutex_lock(&interp->lock);
    for (ThreadState *t = interp->threads; t; t = t->next) {
        if (t->stw_parked) {
            t->stw_parked = false;
            atomic_store(&t->status, TS_DETACHED);
        }
    }
    pthread_mutex_unlock(&interp->lock);
    uint64_t now = mono_ns(), began = atomic_load_explicit(&interp->stw_stopped_ns, memory_order_relaxed);
    uint64_t gap = now - began < STW_GAP_MAX_NS ? now - began : STW_GAP_MAX_NS;
    if (gap < STW_GAP_MIN_NS) gap = STW_GAP_MIN_NS;
    /* a gap only when this restart wakes threads that were running (parked
     * at a safepoint) or waiting to attach: they want the processor */
    bool woke = atomic_load_explicit(&interp->stw_waiting, memory_order_relaxed) > 0;
    atomic_store_explicit(&interp->stw_next_ns, woke ? now + gap : 0, memory_order_relaxed);
    uint64_t run = now - began < STW_RUN_MIN_NS ? STW_RUN_MIN_NS : now - began;
    atomic_store_explicit(&interp->stw_quantum_ns, run < gap ? run : gap, memory_order_relaxed);
    atomic_store_explicit(&interp->stw_restart_ns, now, memory_order_relaxed);
    atomic_store(&interp->stw_requested, 0);
    interp->stw_requester = NULL;
    pthread_cond_broadcast(&interp->stw_cond);
    pthread_mutex_unlock(&interp->stw_mutex);
    pthread_mutex_unlock(&interp->stw_one);
}
