/* thread.h: the per-thread state.
 *
 * Every fpy thread (one pthread each) has a ThreadState: its id, its
 * mimalloc heaps, its frame stack, its current exception, its merge queue
 * (gc/brc.c) and its eval breaker.  The running thread's state is reached
 * through one thread-local pointer, ts_current; there is no global VM
 * object.  Process-wide state (builtins, sys.modules, the intern table)
 * lives in the Interp, reached through ts->interp.
 *
 * Rule: fields are touched only by their own thread, except those marked
 * "shared", which say how they are synchronised.
 */
#ifndef FPY_THREAD_H
#define FPY_THREAD_H

#include <mimalloc.h>
#include <pthread.h>

#include "runtime/object.h"

struct Frame;

typedef struct Interp {
    Object *builtins;       /* the builtins module's dict (borrowed from the module) */
    Object *builtins_mod;
    Object *modules;        /* sys.modules: dict */
    Object *sys_mod;
    Object *argv;           /* list of str */
    int recursion_limit;    /* sys.getrecursionlimit() */
    pthread_mutex_t lock;   /* protects the thread list (issue 3) */
    struct ThreadState *threads;
} Interp;

typedef struct ThreadState {
    uintptr_t tid;          /* == brc_tid of this thread; owner id in object headers */
    Interp *interp;
    mi_heap_t *heap;        /* objects that hold no references */
    mi_heap_t *gc_heap;     /* TPF_GC objects: walked by the collector */

    Object *curexc;         /* the exception being raised (owned), or NULL */
    Object *exc_info;       /* the exception being handled (sys.exc_info), owned, or NULL */

    struct Frame *frame;    /* innermost running frame */
    int recursion_depth;    /* Python call depth */
    int c_recursion_depth;  /* nested obj_repr etc. (guards the C stack) */

    /* eval breaker: set by other threads (atomic); checked on backward
     * jumps and calls with one relaxed load. */
    _Atomic(uint32_t) eval_breaker;

    /* merge queue (gc/brc.c): objects other threads want merged. shared: mq_lock */
    pthread_mutex_t mq_lock;
    Object **mq_items;
    size_t mq_len, mq_cap;

    /* A cache of freed 33..48-byte blocks of non-GC objects (floats, cells,
     * bound methods...): owner thread only (gc/alloc.c). */
    void *block_cache;
    int block_cache_len;

    struct ThreadState *next; /* in interp->threads; shared: interp->lock */
    void *frame_chunk;      /* the frame stack's memory (vm/frame.c) */
} ThreadState;

/* eval_breaker bits: why the thread must stop at its next safepoint. */
enum {
    EVAL_BREAKER_MERGE = 1u << 0, /* merge queue not empty (gc/brc.c) */
    EVAL_BREAKER_STW = 1u << 1,   /* a stop-the-world is requested (issue 3) */
    EVAL_BREAKER_SIGNAL = 1u << 2,/* a signal arrived (SIGINT -> KeyboardInterrupt) */
};

extern _Thread_local ThreadState *ts_current;
static inline ThreadState *ts_get(void) { return ts_current; }

/* Create the interpreter and the main thread's state; attach it. */
ThreadState *thread_init_main(Interp *interp);
/* Process this thread's merge queue (safepoint work). */
void brc_process_queue(ThreadState *ts);
/* Safepoint work: called by the eval loop when eval_breaker is non-zero.
 * Returns -1 with an exception set (KeyboardInterrupt) or 0. */
int thread_handle_breaker(ThreadState *ts);

#endif
