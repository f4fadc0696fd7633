/* stw.c: attaching, detaching and stopping the world.
 *
 * The idea (DESIGN.md section 4; PEP 703 "thread states"; CPython 3.13's
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
 * A stop-the-world (for the collector, issue 4, and for tests) is:
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
 * What fpy simplifies: CPython parks with per-thread events and counts the
 * threads still to stop; fpy rescans the short thread list under one
 * mutex and one condition variable each time something changes.  Stops
 * are rare (collections), so the simple scan costs nothing that matters;
 * attach/detach with no stop in progress stay one CAS and one load.
 */
#include <errno.h>
#include <time.h>

#include "runtime/api.h"
#include "vm/thread.h"

void stw_init(Interp *interp)
{
    pthread_mutex_init(&interp->stw_one, NULL);
    pthread_mutex_init(&interp->stw_mutex, NULL);
    pthread_cond_init(&interp->stw_cond, NULL);
    atomic_init(&interp->stw_requested, 0);
    interp->stw_requester = NULL;
}

static void wake_all(Interp *interp)
{
    pthread_mutex_lock(&interp->stw_mutex);
    pthread_cond_broadcast(&interp->stw_cond);
    pthread_mutex_unlock(&interp->stw_mutex);
}

void thread_detach(ThreadState *ts)
{
    Interp *interp = ts->interp;
    FPY_ASSERT(atomic_load(&ts->status) == TS_ATTACHED, "only an attached thread detaches");
    atomic_store(&ts->status, TS_DETACHED);
    /* A requester may be waiting for this thread to park: tell it. */
    if (atomic_load(&interp->stw_requested)) wake_all(interp);
}

void thread_attach(ThreadState *ts)
{
    Interp *interp = ts->interp;
    for (;;) {
        int expected = TS_DETACHED;
        if (atomic_compare_exchange_strong(&ts->status, &expected, TS_ATTACHED)) {
            if (!atomic_load(&interp->stw_requested) || interp->stw_requester == ts) return;
            /* A stop began: step back (the requester may have seen us
             * attached and be waiting for us) and wait for its end. */
            atomic_store(&ts->status, TS_DETACHED);
            wake_all(interp);
        }
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
        while (atomic_load(&interp->stw_requested))
            pthread_cond_wait(&interp->stw_cond, &interp->stw_mutex);
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

void stw_stop_the_world(ThreadState *ts)
{
    Interp *interp = ts->interp;
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
    while (!all_parked(interp, ts)) {
        /* Woken by a park or a detach; the timeout covers a thread that
         * attached and stepped back between our scan and our wait. */
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_nsec += 1000000;
        if (until.tv_nsec >= 1000000000) { until.tv_sec++; until.tv_nsec -= 1000000000; }
        pthread_cond_timedwait(&interp->stw_cond, &interp->stw_mutex, &until);
    }
    interp->stw_count++;
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
    atomic_store(&interp->stw_requested, 0);
    interp->stw_requester = NULL;
    pthread_cond_broadcast(&interp->stw_cond);
    pthread_mutex_unlock(&interp->stw_mutex);
    pthread_mutex_unlock(&interp->stw_one);
}
