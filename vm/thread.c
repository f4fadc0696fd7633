/* thread.c: thread states.
 *
 * Each fpy thread is a real pthread with a ThreadState (vm/thread.h): its
 * id, its two mimalloc heaps, its frame stack, its merge queue and its eval
 * breaker.  The running thread's state is reached through the one
 * thread-local pointer ts_current; nothing else is global (DESIGN.md
 * section 4).
 *
 * Thread ids: the owner id stored in object headers is the address of the
 * thread's brc_tid thread-local variable, which is unique among live
 * threads and never 0 (0 means "no owner" in ob_tid).
 *
 * This file holds the main thread's start-up and the safepoint handler;
 * starting more threads, attaching/detaching and stop-the-world come with
 * issue 3.
 */
#include <stdlib.h>
#include <string.h>

#include "runtime/api.h"
#include "vm/thread.h"

_Thread_local ThreadState *ts_current;

static int thread_state_init(ThreadState *ts, Interp *interp)
{
    memset(ts, 0, sizeof *ts);
    brc_tid = (uintptr_t)&brc_tid;
    ts->tid = brc_tid;
    ts->interp = interp;
    /* Heaps must be created by the thread that uses them (mimalloc rule). */
    ts->heap = mi_heap_new();
    ts->gc_heap = mi_heap_new();
    if (ts->heap == NULL || ts->gc_heap == NULL) return -1;
    pthread_mutex_init(&ts->mq_lock, NULL);
    ts_current = ts;
    return 0;
}

ThreadState *thread_init_main(Interp *interp)
{
    static ThreadState main_state; /* the main thread's state lives as long as the process */
    memset(interp, 0, sizeof *interp);
    interp->recursion_limit = 1000;
    pthread_mutex_init(&interp->lock, NULL);
    if (thread_state_init(&main_state, interp) < 0) return NULL;
    interp->threads = &main_state;
    return &main_state;
}

int thread_handle_breaker(ThreadState *ts)
{
    uint32_t bits = atomic_exchange_explicit(&ts->eval_breaker, 0, memory_order_acq_rel);
    if (bits & EVAL_BREAKER_MERGE) brc_process_queue(ts);
    return 0;
}
