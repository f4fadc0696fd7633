/* thread.h: the per-thread state.
 *
 * Every fpy thread (one pthread each) has a ThreadState: its id, its
 * mimalloc heaps, its frame stack, its current exception, its merge queue
 * (gc/brc.c) and its eval breaker.  The running thread's state is reached
 * through one thread-local pointer, ts_current; there is no global VM
 * object.  Process-wide state (builtins, sys.modules, the intern table)
 * lives in the Interp, reached through ts->interp.
 *
 * A thread is attached (may touch objects), detached (blocked) or parked
 * (stopped for a stop-the-world): gc/stw.c.  In the -Dgil=true build an
 * attached thread also holds interp->gil (gc/stw.c, "the GIL build").
 * Finished Python threads' OS threads park in a pool and run the next
 * thread_start job: vm/thread.c.
 *
 * Rule: fields are touched only by their own thread, except those marked
 * "shared", which say how they are synchronised.
 */
#ifndef FPY_THREAD_H
#define FPY_THREAD_H

#include <mimalloc.h>
#include <pthread.h>

#include "runtime/object.h"

/* The block cache's classes (gc/alloc.h): mimalloc's 16-byte bins from 32
 * to 128 bytes are classes 1..7, plus 8 for a block of the GC heap. */
#define BLOCK_CLASSES 16

struct Frame;

/* The global interpreter lock of the -Dgil=true build (gc/stw.c, "the GIL
 * build"); present but unused in the default build.  Every field is
 * guarded by `mutex`, except that `holder` and `switch_number` are also
 * written under `switch_mutex` (the FORCE_SWITCHING hand-over). */
typedef struct Gil {
    pthread_mutex_t mutex;
    pthread_cond_t cond;          /* signalled when the GIL is dropped */
    pthread_mutex_t switch_mutex;
    pthread_cond_t switch_cond;   /* broadcast when the GIL is taken */
    bool locked;
    struct ThreadState *holder;   /* the holder, or the last one when !locked */
    uint64_t switch_number;       /* times the GIL was taken */
    long interval_us;             /* switch interval (5000, CPython's 5 ms) */
} Gil;

typedef struct Interp {
    Object *builtins;       /* the builtins module's dict (borrowed from the module) */
    Object *builtins_mod;
    bool safe_path;         /* -P or -I: no script directory at the front of sys.path */
    bool main_of_package;   /* fpy -m PKG: looking for PKG.__main__ (vm/main.c) */
    Object *modules;        /* sys.modules: dict */
    Object *sys_mod;
    Object *argv;           /* list of str */
    int recursion_limit;    /* sys.getrecursionlimit() */
    pthread_mutex_t lock;   /* protects the thread list */
    struct ThreadState *threads;

    /* stop-the-world (gc/stw.c) */
    pthread_mutex_t stw_one;      /* held by the one thread stopping the world */
    pthread_mutex_t stw_mutex;    /* guards status changes that involve a stop, stw_parked */
    pthread_cond_t stw_cond;      /* broadcast on every park, detach and restart */
    _Atomic(int) stw_requested;   /* a stop is in progress (or being set up) */
    _Atomic(struct ThreadState *) stw_requester; /* the thread stopping the world, or NULL */
    uint64_t stw_count;           /* stops so far (stats) */
    _Atomic(uint64_t) stw_stopped_ns; /* when the last stop began (CLOCK_MONOTONIC ns; gc/stw.c) */
    _Atomic(uint64_t) stw_next_ns;    /* no stop begins before this: the gap the last restart left the threads it woke, 0 if it woke none (gc/stw.c, fairness) */
    _Atomic(unsigned) stw_passed_over; /* stops in a row that began with threads still waiting (fairness) */
    _Atomic(int) stw_waiting;         /* threads waiting in stw_park / thread_attach for a stop to end */
    /* fairness (gc/stw.c): when the last stop ended, and how long each thread
     * it woke runs before the next one; written by the requester as it
     * restarts the world, read by the next requester: atomics */
    _Atomic(uint64_t) stw_restart_ns;
    _Atomic(uint64_t) stw_quantum_ns;
    /* thread pool (vm/thread.c); shared: pool_lock */
    pthread_mutex_t pool_lock;
    struct ThreadState *pool_idle; /* parked OS threads waiting for a job */
    _Atomic(uint64_t) next_serial; /* numbers Python threads, never reused */
    _Atomic(int) nrunning;         /* Python threads running besides main */
    _Atomic(bool) threads_started; /* a Python thread was ever started: set once (thread_start), never cleared */
    Gil gil;                       /* -Dgil=true only (gc/stw.c) */
    /* per-module import locks (vm/import.c): the imports in progress.
     * shared: import_mutex (nimporting is also read without it) */
    pthread_mutex_t import_mutex;
    pthread_cond_t import_cond;    /* broadcast when an import ends */
    struct ImportLock *importing;
    _Atomic(int) nimporting;
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

    /* Freed blocks of small objects by size class (gc/alloc.h), one
     * stack per class and heap: owner thread only (gc/alloc.c). */
    void *block_cache[BLOCK_CLASSES];
    uint16_t block_cache_len[BLOCK_CLASSES];

    /* The young list (gc/young.c): the tracked objects this thread
     * allocated since the last collection, some long dead.  Owner pushes
     * and pops; a collector reads and empties it while the world is
     * stopped. */
    Object **young;
    uint32_t young_n, young_cap;
    /* Leaf lists owned by other threads that this thread gave a tracked
     * object (gc/young.c's gc_leaf_ended): old objects that may now be part
     * of a cycle, counted towards the next full collection.  Owner
     * increments; a collector reads and zeroes it while the world is
     * stopped. */
    uintptr_t unleafed;

    struct ThreadState *next; /* in interp->threads; shared: interp->lock */
    void *frame_chunk;      /* the frame stack's memory (vm/frame.c) */

    /* Attached / detached / parked (TS_* below), gc/stw.c.  shared: written
     * by the thread itself (attach/detach/park, atomic CAS) and by a
     * stop-the-world requester (DETACHED -> PARKED and back, under
     * interp->stw_mutex).  Read by every QSBR poll and stop-the-world of
     * other threads: on a cache line of its own start, away from the
     * block cache counts above, which this thread writes on every
     * allocation (sharing that line made each poll's read a miss). */
    _Alignas(64) _Atomic(int) status;
    bool stw_parked;        /* parked by the requester while detached; shared: interp->stw_mutex */
    /* Fairness (gc/stw.c): when this thread last came back from a stop it
     * had waited for (parked at a safepoint, or waiting to attach), and
     * whether it is waiting to attach now.  Written by the thread itself,
     * read by requesters: atomics. */
    _Atomic(uint64_t) stw_resumed_ns;
    _Atomic(bool) stw_attach_waiting;
    uint64_t serial;        /* number of the Python thread now running here (unique, >= 1 main) */
    uintptr_t ident;        /* threading.get_ident(): pthread_self() */
    pthread_t pthread;

    /* thread pool (vm/thread.c): the job the parked OS thread runs next.
     * shared: interp->pool_lock */
    void (*job_fn)(void *arg);
    void *job_arg;
    pthread_cond_t job_cv;
    struct ThreadState *pool_next;

    /* the import this thread waits for (deadlock detection, vm/import.c).
     * shared: interp->import_mutex */
    struct ImportLock *import_wait;

    /* per-thread counts (gc/perthread.c): the same array as this thread's
     * pt_refs / pt_cap thread-locals, which only this thread writes; read
     * and zeroed by a collector while the world is stopped. */
    intptr_t *pt_refs;
    uint32_t pt_cap;
} ThreadState;

/* ThreadState.status */
enum {
    TS_DETACHED = 0, /* may not touch objects; blocked or about to block */
    TS_ATTACHED = 1, /* running: may touch objects, must reach safepoints */
    TS_PARKED = 2,   /* stopped for a stop-the-world (at a safepoint, or kept detached) */
};

/* eval_breaker bits: why the thread must stop at its next safepoint. */
enum {
    EVAL_BREAKER_MERGE = 1u << 0, /* merge queue not empty (gc/brc.c) */
    EVAL_BREAKER_STW = 1u << 1,   /* a stop-the-world is requested (gc/stw.c) */
    EVAL_BREAKER_SIGNAL = 1u << 2,/* a signal arrived (its handler runs on the main thread) */
    EVAL_BREAKER_QSBR = 1u << 3,  /* report a QSBR quiescent state (gc/qsbr.c) */
    EVAL_BREAKER_GIL_DROP = 1u << 4,/* -Dgil=true: another thread waited a switch interval */
    EVAL_BREAKER_PERTHREAD = 1u << 5,/* objects wait to be counted per thread (gc/perthread.c) */
};

extern _Thread_local ThreadState *ts_current;
static inline ThreadState *ts_get(void) { return ts_current; }

/* True while the caller is the only thread there has ever been: no
 * Python thread was started yet (a worker sees the flag its creator set
 * before creating it).  Per-object locks are elided then (runtime/lock.h).
 * "Ever", not "now": a pool thread that finished its job stays parked and
 * still wakes to merge counts queued for it (vm/thread.c), which may free
 * objects and run their clean-up code, so after the first thread start
 * every lock is taken for good. */
static inline bool thread_alone(void)
{
    ThreadState *ts = ts_current;
    return ts != NULL && !atomic_load_explicit(&ts->interp->threads_started, memory_order_relaxed);
}

/* ---- thread states, the pool, safepoints, signals (vm/thread.c) ----- */
/* Create the interpreter and the main thread's state; attach it. */
ThreadState *thread_init_main(Interp *interp);
/* Safepoint work: called by the eval loop when eval_breaker is non-zero.
 * Returns -1 with an exception set (KeyboardInterrupt) or 0. */
int thread_handle_breaker(ThreadState *ts);
/* A job for a new thread: runs attached on its own thread state; when it
 * returns, the thread merges every object it still owns and its OS thread
 * parks in the pool for the next job.  fn must handle (print/clear) any
 * exception itself. */
typedef void (*ThreadJob)(void *arg);
/* Start fn(arg) on a new (or pooled) thread.  0, or -1 with RuntimeError
 * "can't start new thread". */
int thread_start(ThreadJob fn, void *arg);
/* Signals (vm/thread.c): if ts is the main thread, run the handlers of
 * the signals that arrived (KeyboardInterrupt for SIGINT until the signal
 * module installs its runner); -1 with the exception a handler raised,
 * else 0.  Blocking calls check it when interrupted (EINTR), then retry. */
int thread_check_signals(ThreadState *ts);
/* A signal arrived that ts (the main thread) has not handled yet. */
bool thread_signal_pending(ThreadState *ts);
/* ts is the main thread (the only one that runs signal handlers). */
bool thread_is_main(ThreadState *ts);
/* The C-level handler every caught signal is installed with. */
void thread_on_signal(int sig);
/* Runs the handler of a signal that arrived, on the main thread,
 * attached: 0, or -1 with an exception set.  Set by the signal module. */
typedef int (*SignalRunner)(int sig);
void thread_set_signal_runner(SignalRunner run);
/* The fd the C handler writes each signal's number to (-1: none);
 * returns the previous one. */
int thread_set_wakeup_fd(int fd);
/* Called once by vm/main.c when the main module has finished: waits for the
 * non-daemon threads (threading._shutdown), then stops the world for good
 * so daemon threads never run again. */
void thread_at_exit(void);

/* ---- merge queues (gc/brc.c) ----------------------------------------- */
/* Process this thread's merge queue (safepoint work). */
void brc_process_queue(ThreadState *ts);
/* A thread's job ended: merge every live object it still owns. */
void brc_merge_all_owned(ThreadState *ts);

/* ---- attach/detach and stop-the-world (gc/stw.c) --------------------- */
/* Around every blocking call: while detached a thread must not touch any
 * object (a stop-the-world does not wait for it).  thread_attach waits
 * while a stop-the-world is in progress. */
void thread_detach(ThreadState *ts);
void thread_attach(ThreadState *ts);
/* Stop every other attached thread at a safepoint (detached ones are kept
 * from attaching).  The caller is attached; one stop at a time (a second
 * requester waits, detached).  Returns when the world is stopped. */
void stw_stop_the_world(ThreadState *ts);
void stw_start_the_world(ThreadState *ts);
/* Safepoint: park the current thread until the stop ends (thread_handle_breaker). */
void stw_park(ThreadState *ts);
/* Set up interp's stop-the-world fields and the GIL (thread_init_main). */
void stw_init(Interp *interp);
/* -Dgil=true: at a safepoint with EVAL_BREAKER_GIL_DROP, hand the GIL to
 * the thread waiting for it and take it back after (thread_handle_breaker). */
void stw_gil_yield(ThreadState *ts);

#endif
