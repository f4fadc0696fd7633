/* perthread.c: per-thread reference counts for objects that threads share
 * through module globals.
 *
 * The problem.  Biased counting (gc/brc.c) makes counting free for the
 * thread that made an object; every other thread counts atomically in
 * ob_ref_shared.  An object that many threads read through a global -- a
 * lookup table, a settings dict, a config instance -- is pushed on each
 * thread's value stack at every `TABLE[i]`, and each push and pop is an
 * atomic add on one cache line that every core writes.  The threads then
 * take turns owning that line: two threads reading one dict ran at about
 * 1.5x the speed of one, not 2x (docs/benchmarks.md), which is exactly
 * free-threaded CPython 3.13's problem (1.07x on the same kind of task).
 * Deferred counting (gc/deferred.c) solves it for functions and classes,
 * but only for references on the value stack, and an object can be made
 * deferred only when it is created.
 *
 * The idea (CPython 3.14's per-thread reference counts for heap types and
 * code objects, Include/internal/pycore_uniqueid.h, generalised).  Give
 * the object an index, the same in every thread, and let each thread count
 * its references to the object in its own array, at that index, with plain
 * instructions: no shared cache line is written.  A thread's entry may go
 * negative (it dropped a reference another thread took); only the sum
 * means anything:
 *
 *     true count = header count (ob_ref_shared) + sum over threads of pt_refs[index]
 *
 * Nobody can compute that sum while threads run, so such an object is
 * never freed by counting: like a deferred object it carries one extra
 * reference held for the collector, and the collector, which stops the
 * world anyway, adds every thread's entries into the header (pt_fold),
 * finds the object unreachable or not, and frees it then.
 *
 * When.  A thread asks for it when it reads an object that another live
 * thread owns: through module globals (LOAD_GLOBAL, a module attribute),
 * out of an object already counted per thread or waiting to be (an item,
 * read, copied or unpacked, an attribute: pt_note_item), as the globals of
 * a closure it makes, or as a default value a call binds (a function's
 * defaults are shared by every thread that calls it: `def f(x, end=BIG)`
 * counted `BIG` on one shared line at every call from every thread).  That is the
 * pattern that is shared on purpose and long-lived.  An item or attribute
 * qualifies only when the thread that made the container (its owner when
 * promoted: pt_origin) made it too: entries made with a table are shared
 * data, an object another thread put in a shared list since is passing
 * through (it would wait for the collector, with all the reader unpacks
 * out of it).  Objects passed
 * between threads by queues or arguments are left alone: they would only
 * wait longer for the collector; so are objects whose owner has ended.
 * Deferred objects (classes, functions) qualify too: their stack
 * references are free already, but instantiating a class or making a
 * bound method counts them.
 *
 * How an object becomes counted per thread.  Its count lives in two
 * places (the owner's ob_ref_local, the others' ob_ref_shared) that only
 * the owner may merge while it runs.  So the change is made with the world
 * stopped, when no thread is in the middle of a count:
 *
 *   1. pt_request (the reading thread): set GCB_PERTHREAD in ob_gc_bits
 *      (atomic OR: the first asker wins, later ones return at once); take
 *      one counted reference, which becomes the collector's (a deferred
 *      object has one already); put the object on the pending list; set
 *      the thread's own EVAL_BREAKER_PERTHREAD.
 *   2. pt_promote_pending, at that thread's next safepoint: stop the world
 *      and run pt_promote_stopped: for each pending object, local +
 *      shared becomes the header count (merged, as if its owner had ended),
 *      ob_ref_local becomes the index, and ob_tid becomes
 *      BRC_TID_PERTHREAD (release store: a thread that sees the marker
 *      sees the index).  One whose only reference is the pending one (the
 *      global was replaced meanwhile) is released instead (pt_drop_dead).
 *      A collection also promotes what is pending.
 *   3. From then on INCREF/DECREF (gc/refcount.h) by any thread go to
 *      pt_refs[index] of that thread: every thread is a non-owner.
 *
 * A decrement still queued for the old owner (gc/brc.c) is applied later
 * to the header, where its reference was counted: the sum stays right.
 * Stops cost microseconds (tens with many threads); a program that
 * shares a new object through a global over and over would stop the world
 * over and over, so a stop waits until 100 us plus 50 times the previous
 * one's length have passed (the pending objects simply wait, counted the
 * old way, and the waiting thread's safepoints stay cheap:
 * pt_promotion_waits).
 *
 * Freeing.  A collection, young or full, folds the arrays into the
 * headers first.  An object whose only reference left is the collector's
 * is referenced by nothing else -- no other object, no stack, no thread --
 * so it is garbage whatever it holds: pt_fold gives its index back and
 * pt_drop_dead releases it once the world runs, which frees it (a weak
 * reference taken meanwhile keeps it alive, counted in its header).  This
 * is how a shared list replaced in a global dies, at the next young
 * collection: waiting for a full one let 120,000 of them pile up in a
 * program that replaced a global a million times a second, and every
 * young collection folded them all (~450 us per pause).  (The header
 * cannot read 1 while a decrement queued for the old owner is pending:
 * that decrement's reference is still in the header, beside the
 * collector's.)  A tracked object still referenced is judged by the
 * collector like any other (the collector's reference subtracted,
 * gc/collect.c), and when unreachable goes back to header counting
 * (pt_release) and is freed with the garbage.
 *
 * Invariants:
 *   - ob_tid == BRC_TID_PERTHREAD (which names no thread) <=> the object is
 *     counted per thread; ob_ref_local is then its index and never changes;
 *     objs[index] is the object;
 *   - GCB_PERTHREAD set <=> the object is pending or counted per thread,
 *     and one of its counted references is the collector's;
 *   - the header count never drops below 1 while the object is counted per
 *     thread: only references counted in the header are released there;
 *   - a thread's array is written only by that thread (pt_refs, pt_cap,
 *     mirrored in its ThreadState for the collector); the collector reads
 *     and zeroes it with the world stopped; indices are reused only after
 *     pt_release, which runs after pt_fold in the same stop, so a reused
 *     index starts at 0 in every array.
 *
 * Locking: pt_lock guards the pending list and the index table; the
 * collector and the promoter take it with the world stopped too, for
 * ThreadSanitizer's sake, not because anyone else could be inside.
 *
 * What fpy simplifies: CPython keeps a per-thread array only for types and
 * code objects and chooses them at creation; fpy chooses at run time, by
 * what threads actually share, and pays one stop of the world per batch.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "gc/collect.h"
#include "runtime/api.h"
#include "vm/thread.h"

_Thread_local intptr_t *pt_refs;
_Thread_local uint32_t pt_cap;

static pthread_mutex_t pt_lock = PTHREAD_MUTEX_INITIALIZER;
static Object **objs;          /* index -> object counted per thread, or NULL; pt_lock */
static uint32_t nobjs, objs_cap; /* indices handed out so far (high water), capacity; pt_lock */
/* index -> the thread that owned the object when it was promoted (0: none
 * alive), for pt_source_origin.  Written, and grown with objs, only with
 * the world stopped (pt_promote_stopped); read by attached threads, which
 * no stop runs beside. */
uintptr_t *pt_origin;
static uint32_t *free_idx;     /* released indices; pt_lock */
static uint32_t nfree, free_cap;
static Object **pending;       /* asked for, not yet promoted: each holds the collector's reference; pt_lock */
static size_t pending_cap;
static _Atomic(size_t) npending; /* written under pt_lock, read without it by the safepoint hook */
static Object **dead;          /* pending objects found with no other reference, to release; pt_lock */
static size_t ndead, dead_cap;
static _Atomic(uint64_t) next_stop_ns; /* no promotion stop before this time */
static _Atomic(size_t) nlive;  /* objects counted per thread now */
static _Atomic(uint64_t) nstops, npromoted, stop_max_ns; /* --stats */

/* After a stop, the next waits STOP_GAP_NS plus 50 times its length:
 * stops take at most about 2% of the time, however often new objects are
 * asked for.  The floor is short: the stops themselves are (2 us with two
 * threads), and while one waits its objects are counted in the header,
 * atomically, and the waiting thread's safepoints all take the slow
 * path.  With a 2 ms floor a worker that read a few new globals ran a
 * whole 2-4 ms benchmark that way (a generator loop: 13% more
 * instructions than on the main thread; now 1%). */
#define STOP_GAP_NS 100000u

static uint64_t now_ns(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}

/* While a promotion waits, EVAL_BREAKER_PERTHREAD stays set and sends the
 * thread to thread_handle_breaker at every safepoint (each call, each
 * backward jump): taking the bit, reading the clock and setting the bit
 * again cost ~50 ns there, and a thread that had just started ran Python
 * calls 4-5x slower for the 2 ms it waited.  So the waiting thread reads
 * the clock only every WAIT_CHECK_EVERY safepoints (a few microseconds of
 * running) and otherwise returns at once, touching nothing shared
 * (pt_promotion_waits).  Thread-local: only its own thread reads it. */
enum { WAIT_CHECK_EVERY = 256 };
static _Thread_local uint32_t wait_left;

/* ---- the per-thread arrays --------------------------------------------- */

/* o's index lies past this thread's array: grow it and count there.  A
 * thread without a ThreadState (a raw pthread in a unit test), or out of
 * memory, counts in the header instead: the sum stays right (a decrement
 * that would take the header to zero is dropped: a leak, never an early
 * free). */
void pt_grow_add(Object *o, intptr_t delta)
{
    uint32_t i = o->ob_ref_local;
    ThreadState *ts = ts_get();
    if (ts != NULL) {
        uint32_t cap = pt_cap ? pt_cap : 64;
        while (cap <= i) cap *= 2;
        intptr_t *a = realloc(pt_refs, cap * sizeof *a);
        if (a != NULL) {
            memset(a + pt_cap, 0, (cap - pt_cap) * sizeof *a);
            pt_refs = ts->pt_refs = a;
            pt_cap = ts->pt_cap = cap;
            pt_refs[i] += delta;
            return;
        }
    }
    if (delta > 0) {
        atomic_fetch_add_explicit(&o->ob_ref_shared, BRC_ONE, memory_order_relaxed);
        return;
    }
    intptr_t shared = atomic_load_explicit(&o->ob_ref_shared, memory_order_relaxed);
    while ((shared >> BRC_SHIFT) > 1 &&
           !atomic_compare_exchange_weak_explicit(&o->ob_ref_shared, &shared, shared - BRC_ONE,
                                                  memory_order_relaxed, memory_order_relaxed)) {
    }
}

/* ---- the index table (pt_lock) ------------------------------------------ */

static bool take_index(uint32_t *out)
{
    if (nfree > 0) {
        *out = free_idx[--nfree];
        return true;
    }
    if (nobjs == objs_cap) {
        uint32_t cap = objs_cap ? objs_cap * 2 : 64;
        Object **p = realloc(objs, cap * sizeof *p);
        if (p == NULL) return false;
        objs = p;
        uintptr_t *q = realloc(pt_origin, cap * sizeof *q);
        if (q == NULL) return false; /* objs_cap unchanged: the larger objs is reused next time */
        pt_origin = q;
        objs_cap = cap;
    }
    objs[nobjs] = NULL; /* not an object's until publish (pt_fold reads every slot below nobjs) */
    *out = nobjs++;
    return true;
}

/* Make o counted per thread under index i (pt_lock held; o's whole count
 * is in its header, merged). */
static void publish(Object *o, uint32_t i)
{
    o->ob_ref_local = i;
    atomic_store_explicit((_Atomic(uintptr_t) *)&o->ob_tid, BRC_TID_PERTHREAD, memory_order_release);
    objs[i] = o;
    atomic_fetch_add_explicit(&nlive, 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&npromoted, 1, memory_order_relaxed);
}

/* ---- asking ------------------------------------------------------------ */

void pt_request(Object *o)
{
    ThreadState *ts = ts_get();
    if (ts == NULL) return;
    if (__atomic_fetch_or(&o->ob_gc_bits, (uint8_t)GCB_PERTHREAD, __ATOMIC_RELAXED) & GCB_PERTHREAD) return;
    /* A deferred object has the collector's reference already, and only
     * a collection frees it, which promotes what is pending first. */
    bool deferred = o->ob_flags & OBF_DEFERRED;
    if (!deferred) INCREF(o); /* the collector's reference from now on */
    pthread_mutex_lock(&pt_lock);
    size_t n = atomic_load_explicit(&npending, memory_order_relaxed);
    if (n == pending_cap) {
        size_t cap = pending_cap ? pending_cap * 2 : 16;
        Object **p = realloc(pending, cap * sizeof *p);
        if (p == NULL) {
            /* Out of memory: stay counted the old way. */
            pthread_mutex_unlock(&pt_lock);
            __atomic_fetch_and(&o->ob_gc_bits, (uint8_t)~GCB_PERTHREAD, __ATOMIC_RELAXED);
            if (!deferred) DECREF(o);
            return;
        }
        pending = p;
        pending_cap = cap;
    }
    pending[n] = o;
    atomic_store_explicit(&npending, n + 1, memory_order_relaxed);
    pthread_mutex_unlock(&pt_lock);
    atomic_fetch_or_explicit(&ts->eval_breaker, EVAL_BREAKER_PERTHREAD, memory_order_relaxed);
}

/* ---- promoting (the world is stopped) ------------------------------------ */

void pt_promote_stopped(void)
{
    pthread_mutex_lock(&pt_lock);
    size_t n = atomic_load_explicit(&npending, memory_order_relaxed), kept = 0;
    if (ndead + n > dead_cap) {
        size_t cap = ndead + n;
        Object **p = realloc(dead, cap * sizeof *p);
        if (p == NULL) {
            pthread_mutex_unlock(&pt_lock); /* out of memory: all stay pending */
            return;
        }
        dead = p;
        dead_cap = cap;
    }
    for (size_t k = 0; k < n; k++) {
        Object *o = pending[k];
        uintptr_t tid = atomic_load_explicit((_Atomic(uintptr_t) *)&o->ob_tid, memory_order_relaxed);
        intptr_t shared = atomic_load_explicit(&o->ob_ref_shared, memory_order_relaxed);
        intptr_t count = (tid != 0 ? (intptr_t)o->ob_ref_local : 0) + (shared >> BRC_SHIFT);
        FPY_ASSERT(count >= 1, "a pending object holds the collector's reference");
        if (count == 1 && !(o->ob_flags & OBF_DEFERRED)) {
            /* Only the pending reference is left: the global was replaced
             * meanwhile.  Not worth a per-thread index; pt_drop_dead
             * releases it once the world runs again. */
            o->ob_gc_bits &= (uint8_t)~GCB_PERTHREAD;
            dead[ndead++] = o;
            continue;
        }
        uint32_t i;
        if (!take_index(&i)) {
            pending[kept++] = o; /* out of memory: try again at the next stop */
            continue;
        }
        atomic_store_explicit(&o->ob_ref_shared, count << BRC_SHIFT | BRC_MERGED, memory_order_relaxed);
        pt_origin[i] = tid;
        publish(o, i);
    }
    atomic_store_explicit(&npending, kept, memory_order_relaxed);
    pthread_mutex_unlock(&pt_lock);
}

void pt_drop_dead(void)
{
    for (;;) {
        pthread_mutex_lock(&pt_lock);
        Object *o = ndead > 0 ? dead[--ndead] : NULL;
        pthread_mutex_unlock(&pt_lock);
        if (o == NULL) return;
        DECREF(o); /* may free it, and run its deallocator */
    }
}

bool pt_promotion_waits(void)
{
    if (wait_left > 0) {
        wait_left--;
        return true;
    }
    if (atomic_load_explicit(&npending, memory_order_relaxed) > 0 &&
        now_ns() < atomic_load_explicit(&next_stop_ns, memory_order_relaxed)) {
        wait_left = WAIT_CHECK_EVERY;
        return true;
    }
    return false;
}

void pt_promote_pending(ThreadState *ts)
{
    if (atomic_load_explicit(&npending, memory_order_relaxed) == 0) return;
    uint64_t t0 = now_ns();
    if (t0 < atomic_load_explicit(&next_stop_ns, memory_order_relaxed)) {
        /* Too soon after the last stop: ask again, cheaply (pt_promotion_waits). */
        wait_left = WAIT_CHECK_EVERY;
        atomic_fetch_or_explicit(&ts->eval_breaker, EVAL_BREAKER_PERTHREAD, memory_order_relaxed);
        return;
    }
    stw_stop_the_world(ts);
    pt_promote_stopped();
    stw_start_the_world(ts);
    pt_drop_dead();
    uint64_t t1 = now_ns();
    atomic_store_explicit(&next_stop_ns, t1 + STOP_GAP_NS + 50 * (t1 - t0), memory_order_relaxed);
    atomic_fetch_add_explicit(&nstops, 1, memory_order_relaxed);
    if (t1 - t0 > atomic_load_explicit(&stop_max_ns, memory_order_relaxed))
        atomic_store_explicit(&stop_max_ns, t1 - t0, memory_order_relaxed);
}

/* ---- for the collector (the world is stopped) ----------------------------- */

/* o goes back to header counting, merged with no owner: its index is
 * free again (every array holds 0 there: pt_fold ran in this stop); out
 * of memory for the free list, the index is simply never reused.
 * pt_lock held. */
static void give_back_index(Object *o)
{
    uint32_t i = o->ob_ref_local;
    FPY_ASSERT(i < nobjs && objs[i] == o, "the index names the object");
    if (nfree == free_cap) {
        uint32_t cap = free_cap ? free_cap * 2 : 64;
        uint32_t *p = realloc(free_idx, cap * sizeof *p);
        if (p != NULL) free_idx = p, free_cap = cap;
    }
    if (nfree < free_cap) free_idx[nfree++] = i;
    objs[i] = NULL;
    o->ob_ref_local = 0;
    atomic_store_explicit((_Atomic(uintptr_t) *)&o->ob_tid, 0, memory_order_relaxed);
    atomic_fetch_sub_explicit(&nlive, 1, memory_order_relaxed);
}

void pt_fold(ThreadState **threads, size_t n)
{
    pthread_mutex_lock(&pt_lock);
    for (size_t k = 0; k < n; k++) {
        ThreadState *t = threads[k];
        uint32_t m = t->pt_cap < nobjs ? t->pt_cap : nobjs;
        for (uint32_t i = 0; i < m; i++) {
            intptr_t d = t->pt_refs[i];
            if (d == 0) continue;
            FPY_ASSERT(objs[i] != NULL, "counts only for objects counted per thread");
            atomic_fetch_add_explicit(&objs[i]->ob_ref_shared, d * BRC_ONE, memory_order_relaxed);
            t->pt_refs[i] = 0;
        }
    }
    /* An object whose only reference is the collector's goes back to
     * header counting and is released once the world runs (pt_drop_dead):
     * nothing else refers to it.  Not a deferred one: stacks refer to
     * those without counting (gc/deferred.c), and a collection judges
     * them. */
    for (uint32_t i = 0; i < nobjs; i++) {
        Object *o = objs[i];
        if (o == NULL || (o->ob_flags & OBF_DEFERRED)) continue;
        if ((atomic_load_explicit(&o->ob_ref_shared, memory_order_relaxed) >> BRC_SHIFT) != 1) continue;
        if (ndead == dead_cap) {
            size_t cap = dead_cap ? dead_cap * 2 : 64;
            Object **p = realloc(dead, cap * sizeof *p);
            if (p == NULL) break; /* out of memory: at the next collection */
            dead = p;
            dead_cap = cap;
        }
        give_back_index(o);
        o->ob_gc_bits &= (uint8_t)~GCB_PERTHREAD;
        dead[ndead++] = o;
    }
    pthread_mutex_unlock(&pt_lock);
}

void pt_release(Object *o)
{
    pthread_mutex_lock(&pt_lock);
    give_back_index(o);
    pthread_mutex_unlock(&pt_lock);
}

size_t pt_live(void)
{
    return atomic_load_explicit(&nlive, memory_order_relaxed);
}

void pt_print_stats(FILE *out)
{
    fprintf(out, "perthread: %llu objects counted per thread (%zu now), %llu stops of their own, longest %llu us\n",
            (unsigned long long)atomic_load(&npromoted), pt_live(), (unsigned long long)atomic_load(&nstops),
            (unsigned long long)(atomic_load(&stop_max_ns) / 1000));
}
