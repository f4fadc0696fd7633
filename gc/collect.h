/* collect.h: what gc/alloc.c and gc/brc.c need from the collector
 * (gc/collect.c).  Internal to gc/; the public side is in runtime/api.h.
 *
 * Allocation counting: each thread counts the tracked objects it allocates
 * (+1) and frees (-1) in a thread-local word; only when that word strays
 * gc_flush_quantum from zero is it folded into the shared count (one atomic
 * add per few hundred allocations, never one per allocation: a shared
 * counter written on every allocation would bounce between cores).
 */
#ifndef FPY_GC_COLLECT_H
#define FPY_GC_COLLECT_H

#include <stdbool.h>
#include <stdint.h>

#include "vm/thread.h"

extern _Thread_local intptr_t gc_local_count;
extern intptr_t gc_flush_quantum; /* 512; FPY_GC_STRESS=N makes it N */

/* Fold this thread's count into the shared one; ask for a collection at
 * the next safepoint if the threshold is passed. */
void gc_alloc_flush(void);

static inline void gc_count_alloc(void)
{
    if (++gc_local_count >= gc_flush_quantum) gc_alloc_flush();
}
static inline void gc_count_free(void)
{
    if (--gc_local_count <= -gc_flush_quantum) gc_alloc_flush();
}

/* Safepoint hook (gc/brc.c's brc_process_queue): run a collection this
 * thread asked for. */
extern _Thread_local bool gc_due;
void gc_collect_due(void);

/* Ask ts (the current thread) for a collection at its next safepoint. */
void gc_request(ThreadState *ts);

#endif
