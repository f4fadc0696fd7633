/* brc.c: biased reference counting, the slow paths.
 *
 * The idea (Jiho Choi, Thomas Shull, Josep Torrellas, "Biased Reference
 * Counting: Minimizing Atomic Operations in Garbage Collection", PACT 2018;
 * adopted by PEP 703): almost every object is used only by the thread that
 * created it.  So each object is *biased* towards that thread, its owner:
 *
 *   ob_tid        the owner's id (0 once ownership is given up)
 *   ob_ref_local  the owner's count: plain, non-atomic increments
 *   ob_ref_shared every other thread's count: atomic, in steps of 4; its two
 *                 low bits are state flags, QUEUED and MERGED
 *
 * The fast paths are inline in gc/refcount.h.  The object's true count is
 * ob_ref_local + (ob_ref_shared >> 2), and it dies when that reaches zero.
 * Neither thread can see the other half atomically, so the halves are
 * reconciled here:
 *
 *  1. The owner's local count reaches 0 (brc_local_zero).
 *     - shared == 0: nobody else holds it: free it now.
 *     - otherwise other threads still hold references: the owner gives up
 *       ownership.  It sets MERGED in the shared word (one CAS, so a racing
 *       non-owner decrement is not lost) and ob_tid = 0; from then on every
 *       thread, the old owner included, counts atomically in ob_ref_shared,
 *       and the thread whose decrement takes it to 0 frees it.
 *
 *  2. A non-owner decrement would take the shared count below zero
 *     (brc_decref_shared).  That is legal: the owner's local references
 *     may be the ones keeping the object alive (thread A creates x, passes
 *     it to B, B drops it: B's decrement has no matching increment in the
 *     shared half).  The non-owner cannot decide alone, so it sets QUEUED
 *     and pushes the object onto the owner's merge queue.  At its next
 *     safepoint the owner merges: local + shared - 1 (the queued decrement)
 *     goes into the shared word with MERGED set; if that is 0 the object is
 *     freed.  QUEUED is set at most once per object: later decrements by
 *     non-owners just go negative and are accounted for by the merge.
 *
 *  3. A thread that ends merges every object it still owns
 *     (brc_merge_all_owned): it walks its own two heaps for live objects
 *     whose ob_tid is its id.  A decrement queued for such an object that
 *     arrives after the merge finds it merged and is applied as an
 *     ordinary shared decrement (brc_process_queue).  The walk cannot see
 *     objects this thread owns in *other* threads' heaps (gc/alloc.c's
 *     block cache reuses freed blocks across heaps): they stay owned by
 *     this OS thread's id, which its next job inherits (same thread, same
 *     ob_ref_local owner), and decrements queued for them meanwhile are
 *     merged by the idle pool thread (vm/thread.c).
 *
 * Invariants (docs/biased-counting.md):
 *   - only the owner thread reads or writes ob_ref_local (until MERGED);
 *   - an object is freed exactly once: by the owner when both halves are 0,
 *     or by whichever thread brings a MERGED shared count to 0, or by the
 *     owner's merge of a queued object;
 *   - a queued object stays alive until its owner merges it (the queued
 *     decrement is not yet applied).
 *
 * Weak references (gc/weakref.c): another thread may take a reference to
 * a weakly referenced object (GCB_WEAKREFS) through a weak reference at
 * any time, with a "try-increment", a CAS on the shared word.  Every
 * death above except case 1's shortcut ("shared == 0: free it now") is
 * decided by a CAS on that word already; for the shortcut, obj_dealloc
 * confirms the death with a CAS from 0 to MERGED, and an object a
 * try-increment reached first lives on, merged (gc/weakref.c).
 *
 * What fpy simplifies: CPython keeps that "maybe weakref" state in the
 * shared word; fpy keeps it in a header bit.  The merge queue is a plain
 * vector under a mutex rather than CPython's per-bucket lists: pushes are
 * rare (they happen only for objects that cross threads and die there).
 *
 * Counters (-Dstats=true, gc/stats.c): the non-owner paths below count
 * their operations (header or per-thread array), and each queued object
 * and each merge is counted by its cause.
 */
#include <stdlib.h>

#include "gc/collect.h"
#include "runtime/api.h"
#include "vm/thread.h"

_Thread_local uintptr_t brc_tid;

void brc_local_zero(Object *o)
{
    FPY_ASSERT(brc_is_owner(o) && o->ob_ref_local == 0,
               "only the owner counts in ob_ref_local, and its count reached zero");
    intptr_t shared = atomic_load_explicit(&o->ob_ref_shared, memory_order_acquire);
    if (shared == 0) {
        /* (weakly referenced: obj_dealloc confirms the death with a CAS,
         * gc/weakref.c) */
        obj_dealloc(o);
        return;
    }
    /* Other threads hold references: give up ownership.  The CAS loop
     * keeps concurrent shared updates.  (A QUEUED object cannot get here:
     * the queued reference is one of the owner's local ones until the
     * owner merges it.) */
    STAT(STAT_MERGE_LET_GO);
    atomic_store_explicit((_Atomic(uintptr_t) *)&o->ob_tid, 0, memory_order_relaxed);
    intptr_t merged;
    do {
        merged = (shared & ~(BRC_QUEUED | BRC_MERGED)) | BRC_MERGED;
    } while (!atomic_compare_exchange_weak_explicit(&o->ob_ref_shared, &shared, merged,
                                                    memory_order_acq_rel, memory_order_relaxed));
    if (merged == BRC_MERGED) obj_dealloc(o); /* the others let go meanwhile */
}

static void queue_push(ThreadState *owner, Object *o);
static ThreadState *owner_state(uintptr_t tid);

/* The non-owner paths of INCREF / DECREF (gc/refcount.h), out of line so
 * that the inlined fast paths stay small: an object counted per thread
 * (gc/perthread.c) is counted in this thread's array, any other in the
 * header, atomically. */
void brc_incref_other(Object *o)
{
    FPY_ASSERT(!brc_is_owner(o), "the owner counts in ob_ref_local, never in the shared word");
    if (pt_add_inline(o, 1)) return;
    if (brc_is_perthread(o)) {
        STAT(STAT_PERTHREAD_INC);
        pt_grow_add(o, 1);
        return;
    }
    STAT(STAT_SHARED_INC);
    atomic_fetch_add_explicit(&o->ob_ref_shared, BRC_ONE, memory_order_relaxed);
}

void brc_decref_other(Object *o)
{
    FPY_ASSERT(!brc_is_owner(o), "the owner counts in ob_ref_local, never in the shared word");
    if (pt_add_inline(o, -1)) return;
    if (brc_is_perthread(o)) {
        STAT(STAT_PERTHREAD_DEC);
        pt_grow_add(o, -1);
        return;
    }
    STAT(STAT_SHARED_DEC);
    brc_decref_shared(o);
}

void brc_decref_shared(Object *o)
{
    /* The owner id is read *before* the CAS that may queue: an owner that
     * merges the object (thread end) sets MERGED before clearing ob_tid, so
     * if our CAS finds the object unmerged, the id we read is its owner.
     * (Reading it after the CAS could see the 0 of a merge that raced in
     * between.) */
    uintptr_t tid = atomic_load_explicit((_Atomic(uintptr_t) *)&o->ob_tid, memory_order_relaxed);
    intptr_t shared = atomic_load_explicit(&o->ob_ref_shared, memory_order_relaxed);
    intptr_t next;
    bool queue;
    do {
        /* A non-owner decrement of an unmerged object whose shared count is
         * zero would go negative: queue it for the owner instead. */
        queue = shared == 0;
        next = queue ? BRC_QUEUED : shared - BRC_ONE;
    } while (!atomic_compare_exchange_weak_explicit(&o->ob_ref_shared, &shared, next,
                                                    memory_order_acq_rel, memory_order_relaxed));
    if (queue) {
        ThreadState *owner = owner_state(tid);
        if (owner != NULL) {
            queue_push(owner, o);
            return;
        }
        /* Thread states are never freed (vm/thread.c pool), so an owner
         * id always names a live thread state. */
        FPY_ASSERT(0, "a queued object has a live owner");
        return;
    }
    if (next == BRC_MERGED) {
        /* merged and the last reference; never one counted per thread
         * (its header keeps the collector's reference: gc/perthread.c) */
        FPY_ASSERT(tid != BRC_TID_PERTHREAD, "a per-thread object is freed by the collector");
        obj_dealloc(o);
    }
}

/* ---- the merge queue ------------------------------------------------------ */

static ThreadState *owner_state(uintptr_t tid)
{
    /* The owner id is the ThreadState's `tid`; the thread list is walked
     * under interp->lock (it only grows: vm/thread.c). */
    ThreadState *me = ts_get();
    if (me->tid == tid) return me;
    Interp *interp = me->interp;
    ThreadState *found = NULL;
    pthread_mutex_lock(&interp->lock);
    for (ThreadState *t = interp->threads; t; t = t->next)
        if (t->tid == tid) { found = t; break; }
    pthread_mutex_unlock(&interp->lock);
    return found;
}

static void queue_push(ThreadState *owner, Object *o)
{
    pthread_mutex_lock(&owner->mq_lock);
    if (owner->mq_len == owner->mq_cap) {
        size_t cap = owner->mq_cap ? owner->mq_cap * 2 : 64;
        Object **items = realloc(owner->mq_items, cap * sizeof *items);
        if (items == NULL) {
            /* Cannot queue: leak the object rather than free it early. */
            pthread_mutex_unlock(&owner->mq_lock);
            return;
        }
        owner->mq_items = items;
        owner->mq_cap = cap;
    }
    owner->mq_items[owner->mq_len++] = o;
    pthread_mutex_unlock(&owner->mq_lock);
    STAT(STAT_QUEUED);
    atomic_fetch_or_explicit(&owner->eval_breaker, EVAL_BREAKER_MERGE, memory_order_relaxed);
}

/* Merge one object's two counts into the shared word, applying `extra`
 * (-1 for the decrement that queued it).  Called by the owner only.
 * Once the CAS publishes MERGED, any thread's decrement may free the
 * object, but the owner still has ob_ref_local and ob_tid to clear: it
 * keeps one reference of its own across that (the + 1), and drops it as
 * an ordinary shared decrement last. */
static void merge(Object *o, intptr_t extra)
{
    FPY_ASSERT(o->ob_tid == thread_id(), "only the owner merges");
    intptr_t shared = atomic_load_explicit(&o->ob_ref_shared, memory_order_relaxed);
    intptr_t next;
    do {
        intptr_t count = (intptr_t)o->ob_ref_local + (shared >> BRC_SHIFT) + extra + 1;
        next = count << BRC_SHIFT | BRC_MERGED;
    } while (!atomic_compare_exchange_weak_explicit(&o->ob_ref_shared, &shared, next,
                                                    memory_order_acq_rel, memory_order_relaxed));
    o->ob_ref_local = 0;
    /* release: a thread that sees no owner sees ob_ref_local settled (gc/perthread.c) */
    atomic_store_explicit((_Atomic(uintptr_t) *)&o->ob_tid, 0, memory_order_release);
    if (atomic_fetch_sub_explicit(&o->ob_ref_shared, BRC_ONE, memory_order_acq_rel) - BRC_ONE == BRC_MERGED)
        obj_dealloc(o);
}

void brc_process_queue(ThreadState *ts)
{
    /* A collection this thread asked for (gc/collect.c) also arrives
     * through the merge bit of the eval breaker: this is a safepoint. */
    if (gc_due && ts == ts_get()) gc_collect_due();
    for (;;) {
        pthread_mutex_lock(&ts->mq_lock);
        if (ts->mq_len == 0) {
            pthread_mutex_unlock(&ts->mq_lock);
            return;
        }
        Object *o = ts->mq_items[--ts->mq_len];
        pthread_mutex_unlock(&ts->mq_lock);
        if (o->ob_tid == ts->tid) {
            STAT(STAT_MERGE_QUEUE);
            merge(o, -1);
        } else {
            /* Merged at the end of this thread's previous job while the
             * decrement was on its way (brc_merge_all_owned): the merged
             * count still includes it; apply it as a shared decrement. */
            brc_decref_shared(o);
        }
    }
}

/* For tests and the thread-exit path: merge an owned object now. */
void brc_merge_owned(Object *o)
{
    STAT(STAT_MERGE_CALL);
    merge(o, 0);
}

/* ---- a thread's end: give up every object it still owns -------------------- */

typedef struct {
    uintptr_t tid;
    Object **items;
    size_t n, cap;
} Owned;

/* Heap visitor: collect the live objects this thread owns, each with one
 * extra local reference so that freeing one while merging another (a
 * dealloc releasing its items) cannot free a collected object early. */
static bool collect_owned(const mi_heap_t *heap, const mi_heap_area_t *area, void *block, size_t size, void *arg)
{
    (void)heap, (void)area;
    Owned *w = arg;
    if (block == NULL || size < sizeof(Object)) return true;
    Object *o = block;
    /* GCB_ALIVE lies outside the first 8 bytes, which mimalloc reuses in
     * free blocks; a freed block has it clear (gc/alloc.c). */
    /* Other threads may be freeing merged objects of this heap meanwhile
     * (obj_free clears GCB_ALIVE atomically); an object this thread owns
     * is freed by nobody else, so once ob_tid matches, the block is ours. */
    if (!(__atomic_load_n(&o->ob_gc_bits, __ATOMIC_RELAXED) & GCB_ALIVE)) return true;
    if (atomic_load_explicit((_Atomic(uintptr_t) *)&o->ob_tid, memory_order_relaxed) != w->tid) return true;
    if (o->ob_flags & OBF_IMMORTAL) return true;
    if (w->n == w->cap) {
        size_t cap = w->cap ? w->cap * 2 : 256;
        Object **items = realloc(w->items, cap * sizeof *items);
        if (items == NULL) return false; /* the rest stay owned: leaked, never freed early */
        w->items = items;
        w->cap = cap;
    }
    o->ob_ref_local++;
    w->items[w->n++] = o;
    return true;
}

void brc_merge_all_owned(ThreadState *ts)
{
    /* Walking one's own heaps while running is allowed (the owner is the
     * thread mimalloc expects); nothing is allocated from or freed to
     * them during the walk (the item vector comes from the default heap). */
    FPY_ASSERT(ts == ts_get(), "a thread merges only the objects it owns, on itself");
    Owned w = {.tid = ts->tid};
    mi_heap_visit_blocks(ts->gc_heap, true, collect_owned, &w);
    mi_heap_visit_blocks(ts->heap, true, collect_owned, &w);
    for (size_t i = 0; i < w.n; i++) {
        STAT(STAT_MERGE_THREAD_END);
        merge(w.items[i], -1); /* -1: the walk's reference */
    }
    free(w.items);
}
