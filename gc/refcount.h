/* refcount.h: INCREF / DECREF, the fast paths of biased reference counting.
 *
 * The idea (Choi, Shull, Torrellas, "Biased Reference Counting", PACT 2018;
 * PEP 703): most objects are only ever touched by the thread that made them.
 * So the count is split in two.  The owner thread (ob_tid) counts in
 * ob_ref_local with ordinary loads and stores; every other thread counts in
 * ob_ref_shared with atomic instructions.  The object is dead when
 * local + shared == 0, and the slow paths that decide that live in
 * gc/brc.c, with the full story.
 *
 * Invariants:
 *   - only the owner thread ever touches ob_ref_local (an object counted
 *     per thread has no owner: ob_ref_local is then its fixed index);
 *   - immortal objects (OBF_IMMORTAL, and every tagged small int) are never
 *     written by INCREF/DECREF: one load and a branch, no shared cache line;
 *   - deferred objects (OBF_DEFERRED) carry one extra reference held on
 *     behalf of the collector, so counting alone never frees them; the
 *     interpreter's value stack does not count them at all (STACK_INCREF);
 *   - objects shared through module globals are counted per thread
 *     (gc/perthread.c): each thread adds to its own array, the collector
 *     sums the arrays; they too carry the collector's reference.
 */
#ifndef FPY_REFCOUNT_H
#define FPY_REFCOUNT_H

#include "runtime/object.h"

/* Shared-count encoding: the count proper is ob_ref_shared >> BRC_SHIFT. */
#define BRC_SHIFT 2
#define BRC_ONE ((intptr_t)1 << BRC_SHIFT)
#define BRC_QUEUED ((intptr_t)1) /* on the owner's merge queue */
#define BRC_MERGED ((intptr_t)2) /* owner gone: the shared count alone decides */

/* The current thread's id: the address of a thread-local, unique among
 * live threads and never 0 (vm/thread.c sets it). */
extern _Thread_local uintptr_t brc_tid;
static inline uintptr_t thread_id(void) { return brc_tid; }

/* Is the current thread o's owner?  ob_tid is written once by another
 * thread only when ownership is given up (brc.c), so a relaxed atomic load
 * suffices: a stale non-zero value can only be another thread's id, never
 * ours, and then the shared (atomic) path is taken, which is always safe. */
static inline bool brc_is_owner(const Object *o)
{
    return atomic_load_explicit((_Atomic(uintptr_t) *)&o->ob_tid, memory_order_relaxed) == thread_id();
}

/* Objects counted per thread (gc/perthread.c): ob_tid holds this marker,
 * which names no thread, and ob_ref_local holds the object's index into
 * every thread's array of counts.  Every thread is a non-owner of such an
 * object and counts it in its own array, with plain instructions. */
#define BRC_TID_PERTHREAD ((uintptr_t)1)
extern _Thread_local intptr_t *pt_refs; /* this thread's counts, by index */
extern _Thread_local uint32_t pt_cap;   /* entries in pt_refs */
void pt_grow_add(Object *o, intptr_t delta); /* the index lies past pt_cap */

/* Does a live thread (or the per-thread marker) own o? */
static inline bool brc_has_owner(const Object *o)
{
    return atomic_load_explicit((_Atomic(uintptr_t) *)&o->ob_tid, memory_order_relaxed) != 0;
}

/* Is o counted per thread?  Called by non-owners only.  The acquire load
 * pairs with the release store that publishes the marker (gc/perthread.c),
 * so the index in ob_ref_local is seen. */
static inline bool brc_is_perthread(const Object *o)
{
    return atomic_load_explicit((_Atomic(uintptr_t) *)&o->ob_tid, memory_order_acquire) == BRC_TID_PERTHREAD;
}

/* Is the caller's reference the only one?  This thread owns o and counts
 * exactly one local reference, and no other thread holds one (shared word
 * 0: not merged, not queued, not counted per thread).  Nobody else can
 * then see o, so the caller may change it in place (an appended str, a
 * float temporary taking a result, a str made immortal). */
static inline bool brc_only_ref(const Object *o)
{
    return !obj_is_immortal(o) && brc_is_owner(o) && o->ob_ref_local == 1 &&
           atomic_load_explicit(&o->ob_ref_shared, memory_order_relaxed) == 0;
}

/* Slow paths, gc/brc.c. */
void brc_local_zero(Object *o);   /* owner's local count reached 0 */
void brc_decref_shared(Object *o); /* a non-owner drops a reference (header count) */
void brc_incref_other(Object *o);  /* a non-owner takes a reference: per-thread array or header */
void brc_decref_other(Object *o);  /* a non-owner drops a reference: per-thread array or header */
void obj_dealloc(Object *o);      /* count is 0: run the type's dealloc (gc/trashcan.c: never deeply nested) */
void brc_merge_owned(Object *o);  /* owner only: hand the object over to shared counting now */

/* ---- -Dstats=true: counters for `fpy --stats` (gc/stats.c) ----------------
 * Each thread bumps its own thread-local array with plain (relaxed)
 * instructions; gc/stats.c sums the arrays when asked.  Without -Dstats
 * STAT() and STATS_THREAD_START() are empty: the fast paths below compile
 * to exactly what they would be without the calls. */
enum {
    STAT_LOCAL_INC, STAT_LOCAL_DEC,         /* the owner: ob_ref_local, plain */
    STAT_SHARED_INC, STAT_SHARED_DEC,       /* a non-owner: ob_ref_shared, atomic */
    STAT_PERTHREAD_INC, STAT_PERTHREAD_DEC, /* a non-owner: its own per-thread array, plain */
    STAT_IMMORTAL,                          /* skipped: immortal object or small int */
    STAT_DEFERRED,                          /* skipped: deferred object on the value stack */
    STAT_QUEUED,                            /* pushed onto the owner's merge queue */
    STAT_MERGE_QUEUE,                       /* merged by the owner from its queue */
    STAT_MERGE_THREAD_END,                  /* merged by the owner at its job's end */
    STAT_MERGE_LET_GO,                      /* owner's count reached 0 first, others still hold it */
    STAT_MERGE_CALL,                        /* brc_merge_owned (tests) */
    /* the interpreter's specialization (vm/eval.c): per family, how often it
     * ran, how often its cache was filled (miss), refilled because a class
     * or dict it depended on changed (deopt), or the generic path ran */
    STAT_SPEC_ATTR, STAT_SPEC_ATTR_MISS, STAT_SPEC_ATTR_DEOPT, STAT_SPEC_ATTR_GENERIC,
    STAT_SPEC_GLOBAL, STAT_SPEC_GLOBAL_MISS, STAT_SPEC_GLOBAL_DEOPT,
    STAT_SPEC_METHOD, STAT_SPEC_METHOD_MISS,
    STAT_SPEC_BINOP, STAT_SPEC_BINOP_GENERIC,
    STAT_SPEC_COMPARE, STAT_SPEC_COMPARE_GENERIC,
    STAT_SPEC_SUBSCR, STAT_SPEC_SUBSCR_GENERIC,
    STAT_SPEC_FOR_ITER, STAT_SPEC_FOR_ITER_GENERIC,
    STAT_N
};
#ifdef FPY_STATS
extern _Thread_local uint64_t stats_counts[STAT_N];
/* Only this thread writes its array; the relaxed atomics (a plain load, add
 * and store on x86-64 and arm64, no lock prefix) let the summing thread read
 * it without a data race. */
static inline __attribute__((always_inline)) void stat_bump(int k)
{
    __atomic_store_n(&stats_counts[k], __atomic_load_n(&stats_counts[k], __ATOMIC_RELAXED) + 1, __ATOMIC_RELAXED);
}
void stats_thread_start(void); /* list this thread's array for the sums (vm/thread.c) */
#define STAT(k) stat_bump(k)
#define STATS_THREAD_START() stats_thread_start()
#else
#define STAT(k) ((void)0)
#define STATS_THREAD_START() ((void)0)
#endif

#ifdef FPY_REFCOUNT_ATOMIC
/* -Drefcount=atomic: every count is an atomic operation on the shared
 * field; the owner path is never taken.  The seed article's "simply make it
 * atomic" baseline, kept so its cost can be measured in this VM. */
static inline __attribute__((always_inline)) void INCREF(Object *o)
{
    if (obj_is_immortal(o)) { STAT(STAT_IMMORTAL); return; }
    STAT(STAT_SHARED_INC);
    atomic_fetch_add_explicit(&o->ob_ref_shared, BRC_ONE, memory_order_relaxed);
}
static inline __attribute__((always_inline)) void DECREF(Object *o)
{
    if (obj_is_immortal(o)) { STAT(STAT_IMMORTAL); return; }
    STAT(STAT_SHARED_DEC);
    brc_decref_shared(o);
}
#endif

/* A non-owner counts an object counted per thread (gc/perthread.c) in its
 * own array, with plain instructions: false if o is not counted per thread
 * or its index lies past this thread's array (then brc_*_other decides). */
static inline __attribute__((always_inline)) bool pt_add_inline(Object *o, intptr_t delta)
{
    if (!brc_is_perthread(o)) return false;
    uint32_t i = o->ob_ref_local;
    if (__builtin_expect(i >= pt_cap, 0)) return false;
    pt_refs[i] += delta;
    STAT(delta > 0 ? STAT_PERTHREAD_INC : STAT_PERTHREAD_DEC);
    return true;
}

#ifndef FPY_REFCOUNT_ATOMIC
/* The biased fast paths.  pt_inline (a constant at every call site): also
 * the per-thread path of a non-owner inline, else it is part of the
 * out-of-line brc_incref_other / brc_decref_other.  INCREF and DECREF
 * keep it out of line; INCREF_PERTHREAD and DECREF_PERTHREAD, for the
 * objects every thread references in its inner loops (a closure's code,
 * globals and module name, an instance's class: usually counted per
 * thread), take it inline.  Through the call a worker made closures 14%
 * slower than the main thread, which owns them; inlined into every INCREF
 * the extra code slowed the main thread's interpreter loop by up to 10%. */
static inline __attribute__((always_inline)) void brc_incref(Object *o, bool pt_inline)
{
    if (obj_is_immortal(o)) { STAT(STAT_IMMORTAL); return; }
    if (brc_is_owner(o)) {
        o->ob_ref_local++;
        STAT(STAT_LOCAL_INC);
    } else if (!pt_inline || !pt_add_inline(o, 1)) {
        brc_incref_other(o); /* counts STAT_SHARED_INC or STAT_PERTHREAD_INC */
    }
}

static inline __attribute__((always_inline)) void brc_decref(Object *o, bool pt_inline)
{
    if (obj_is_immortal(o)) { STAT(STAT_IMMORTAL); return; }
    if (brc_is_owner(o)) {
        STAT(STAT_LOCAL_DEC);
        if (--o->ob_ref_local == 0) brc_local_zero(o);
    } else if (!pt_inline || !pt_add_inline(o, -1)) {
        brc_decref_other(o); /* counts STAT_SHARED_DEC or STAT_PERTHREAD_DEC */
    }
}

static inline __attribute__((always_inline)) void INCREF(Object *o) { brc_incref(o, false); }
static inline __attribute__((always_inline)) void DECREF(Object *o) { brc_decref(o, false); }
static inline __attribute__((always_inline)) void INCREF_PERTHREAD(Object *o) { brc_incref(o, true); }
static inline __attribute__((always_inline)) void DECREF_PERTHREAD(Object *o) { brc_decref(o, true); }
#else
#define INCREF_PERTHREAD(o) INCREF(o)
#define DECREF_PERTHREAD(o) DECREF(o)
#endif

static inline void XINCREF(Object *o) { if (o) INCREF(o); }
static inline void XDECREF(Object *o) { if (o) DECREF(o); }
/* Return o with a new reference: `return NEWREF(None);` */
static inline Object *NEWREF(Object *o) { INCREF(o); return o; }
static inline Object *XNEWREF(Object *o) { XINCREF(o); return o; }
/* Replace *slot with v (steals v), releasing the old value. */
#define SETREF(slot, v) do { Object *old_ = (slot); (slot) = (v); XDECREF(old_); } while (0)
#define CLEAR(slot) do { Object *old_ = (slot); (slot) = NULL; XDECREF(old_); } while (0)
#define CLEAR_PERTHREAD(slot) do { Object *old_ = (Object *)(slot); (slot) = NULL; if (old_) DECREF_PERTHREAD(old_); } while (0)

/* The interpreter's own stack references: deferred objects are not
 * counted here (gc/deferred.c).  Only vm/ uses these. */
static inline __attribute__((always_inline)) void STACK_INCREF(Object *o)
{
    if (!is_small(o) && (o->ob_flags & OBF_DEFERRED)) { STAT(STAT_DEFERRED); return; }
    INCREF(o);
}
static inline __attribute__((always_inline)) void STACK_DECREF(Object *o)
{
    if (!is_small(o) && (o->ob_flags & OBF_DEFERRED)) { STAT(STAT_DEFERRED); return; }
    DECREF(o);
}

#endif
