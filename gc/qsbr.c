/* qsbr.c: quiescent-state-based reclamation (QSBR), so that dicts and
 * lists can be read without taking their lock.
 *
 * The problem.  A lock-free reader of a dict loads the table pointer and
 * probes the table; a lock-free reader of a list loads the item array and
 * reads one slot.  Meanwhile a writer (holding the object's lock) may
 * resize: it installs a new table or array and wants to free the old one,
 * which the reader may still be reading.  And a writer that replaces or
 * removes a value wants to DECREF it, which may free it between the
 * reader's load of the pointer and the reader's INCREF.  So some frees
 * must wait until "no thread can still be looking".
 *
 * The idea (McKenney and Slingwine's read-copy-update, 1998; the QSBR
 * flavour of Hart et al. 2007; free-threaded CPython 3.13's
 * Python/qsbr.c, which fpy follows).  A reader holds a raw pointer only
 * for the length of one read: between two bytecodes, at a safepoint, or
 * while detached, a thread holds none.  Such a moment is a *quiescent
 * state*.  A global write sequence, wr_seq, counts "epochs":
 *
 *   - retiring: a writer first unpublishes the pointer (the dict or list
 *     no longer points at the old table / no longer holds the value), then
 *     records (pointer, goal = wr_seq + 1) on its own thread's list;
 *   - reporting: a thread at a quiescent state copies wr_seq into its own
 *     record's seq (release store): "every pointer I loaded before now, I
 *     am done with";
 *   - polling: the writer advances wr_seq (so it reaches every goal it
 *     handed out) and computes the minimum seq over every thread that is
 *     ATTACHED; a detached or parked thread holds no pointer and counts as
 *     quiescent (vm/thread.h's ts->status, read with seq_cst ordering,
 *     against attach's seq_cst CAS).  Items whose goal <= that minimum
 *     were unpublished before every thread's latest quiescent state, so no
 *     thread can still reach them: they are freed (free / DECREF).  Goals
 *     never decrease along a thread's list, so the ready items are a
 *     prefix of it.
 *
 * Invariants:
 *   - a lock-free reader never calls out (no Python code, no safepoint, no
 *     blocking call) while it holds a pointer it loaded lock-free: a key
 *     comparison that would run __eq__ makes it fall back to the locked
 *     path (runtime/dict.c);
 *   - retire only after unpublishing; poll only while holding no object
 *     lock (a DECREF may run arbitrary code): qsbr_free_later (called by
 *     resizes under the container's lock) never polls, it sets the
 *     thread's own QSBR breaker bit instead; qsbr_decref_later is called
 *     after unlocking and may poll;
 *   - the calling thread is quiescent when it polls (it is in a writer,
 *     between reads), so it reports for itself first;
 *   - a record belongs to one ThreadState for ever (ThreadStates are never
 *     freed: vm/thread.c's pool); its retire list is touched only by the
 *     thread that runs on that ThreadState;
 *   - threads with no ThreadState (raw pthreads in unit tests) read with
 *     the lock and hand what they retire to one global list under a mutex
 *     (orphans), which any polling thread frees when it is ready;
 *   - a thread whose job ends leaves nothing waiting on its own list: it
 *     hands the rest to the orphans (qsbr_thread_end), since a thread
 *     parked in the pool never polls.
 *
 * When threads report.  A thread reports when it polls (writers, after
 * unlocking) and, at safepoints, when its eval breaker has the QSBR bit:
 * a poller that finds an attached thread behind sets that bit on it, so a
 * thread running pure computation reports at its next backward jump or
 * call (vm/thread.c thread_handle_breaker -> qsbr_quiescent).  A report
 * asked for that way does not advance wr_seq: it would leave the poller
 * behind in turn, and two threads that both retire would set each
 * other's bit at every safepoint (measured: 5x the CPU per replaced item
 * with 2 threads).  Nothing is written on the read path: reads scale
 * because they share no cache line they write.
 *
 * Besides the retire count, a thread polls before it blocks (lock.acquire,
 * time.sleep: modules/) and gc.collect() first releases what its thread
 * retired; and every collection reports for all threads, with the world
 * stopped, and asks each to free what waits (qsbr_world_stopped).  One
 * retired reference can hold a whole structure (an item taken out of a
 * shared list): the collections that a growing heap triggers bound it.
 *
 * What a poll touches of other threads: the registry of records (no lock:
 * append-only, every ThreadState registered before it first attaches,
 * nothing ever freed), each record's seq (its own cache line, apart from
 * the retire list its thread writes on every retire) and each thread's
 * status (a line apart from its allocation counters).  A thread polls
 * after POLL_MIN new items at least, so these reads and the one shared
 * write (wr_seq) are paid once per 128 retired items.
 *
 * Values: why a delayed DECREF.  CPython 3.13 lets a reader INCREF an
 * object that may be dying (_Py_TryIncrefCompare: increment only if the
 * count is not zero, then check the slot still holds it), which is sound
 * only because mimalloc pages of GC objects are not reused for other sizes
 * while readers may look at them.  fpy's objects live in ordinary
 * mimalloc heaps and biased counts have two halves, so "increment unless
 * zero" is not one atomic step here.  Instead, a writer that removes or
 * replaces an item of a container that another thread may be reading
 * passes its reference to qsbr_decref_later: the object outlives every
 * read that could have loaded it, and a reader's INCREF always lands on a
 * live object.  The cost is paid only by writers, only when needed:
 *   - dicts carry a `shared` bit, set under the lock by the first access
 *     from a thread other than the owner (runtime/dict.c); a dict only its
 *     own thread touches frees at once;
 *   - frees are delayed only while other Python threads run
 *     (qsbr_may_share: interp->nrunning > 0), so a single-threaded program
 *     pays one load and a test per container write and nothing per read;
 *   - small ints and immortal objects are never queued.
 * Readers pay nothing: no lock, no store, no count of their own.
 *
 * What fpy simplifies, against CPython 3.13: one record per ThreadState
 * in a short append-only registry that pollers walk (CPython keeps an
 * array indexed by thread and grows it under stop-the-world); wr_seq advances by
 * 1 once per poll rather than by 2 at deferred intervals; values are
 * protected by delaying the writer's DECREF here instead of CPython's
 * _Py_TryIncrefCompare plus mimalloc page-reuse rules (simpler, and the
 * single-thread cost is nil: containers only delay when they may be
 * shared, see dict.c and list.c); a retire list holds its items until its
 * own thread polls again or reports (a thread whose job ends hands what it
 * still has waiting to the orphans, qsbr_thread_end: parked in the pool it
 * would never poll).
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "runtime/api.h"
#include "runtime/containers.h"
#include "vm/thread.h"

typedef struct {
    uint64_t goal;
    uintptr_t p; /* low bit 1: an object to DECREF; 0: a block to free */
} Retired;

typedef struct {
    Retired *items;
    size_t n, cap;
} RetireList;

/* One per ThreadState.  seq: written by its thread (release), read by
 * pollers (acquire); the rest: its thread only.  Padded on both sides so
 * that reports never share a cache line with another thread's record
 * (plain calloc, not aligned_alloc: LeakSanitizer must see these blocks,
 * and with mimalloc linked in, aligned_alloc is mimalloc's). */
typedef struct QsbrRec {
    char pad0[64];
    _Atomic(uint64_t) seq;          /* 0: never reported */
    ThreadState *ts;                /* set before the record is published, never changed */
    struct QsbrRec *next;           /* the registry, append-only */
    /* What only the record's thread touches, written on every retire:
     * a cache line away from what pollers read above. */
    char pad_mid[64 - sizeof(uint64_t) - 2 * sizeof(void *)];
    RetireList list;
    size_t poll_at;                 /* poll when list.n reaches this */
    bool polling;                   /* inside process(): no nested poll */
    char pad1[64];
} QsbrRec;

#define POLL_MIN 128
/* Back-pressure: a writer that still has this many items waiting after a
 * poll steps off its core (detached, 50 us at a time, at most 10 ms) until
 * the threads behind report.  With more busy threads than cores, a reader
 * the OS has taken off its core cannot report, and a writer replacing
 * big values in a tight loop would otherwise pile up everything it
 * replaced meanwhile (96 MiB in tests/gc/006 with another test running). */
#define BACKLOG_MAX 2048


static _Atomic(uint64_t) wr_seq = 1;
static _Atomic(QsbrRec *) registry;
static _Thread_local QsbrRec *self_rec;
static _Atomic(uint64_t) freed_total; /* stats for the unit test */

/* Orphans: retired by threads that have no ThreadState.  shared: orphan_lock */
static pthread_mutex_t orphan_lock = PTHREAD_MUTEX_INITIALIZER;
static RetireList orphans;
static _Atomic(size_t) orphan_n;

static QsbrRec *find_rec(ThreadState *ts)
{
    for (QsbrRec *r = atomic_load_explicit(&registry, memory_order_acquire); r; r = r->next)
        if (r->ts == ts) return r;
    return NULL;
}

/* This thread's record, made on first use (only ts's own thread makes it,
 * so no two records name one ts). */
static QsbrRec *get_rec(ThreadState *ts)
{
    QsbrRec *r = self_rec;
    if (r != NULL && r->ts == ts) return r;
    r = find_rec(ts);
    if (r == NULL) {
        r = calloc(1, sizeof(QsbrRec));
        if (r == NULL) abort(); /* cannot report, nor retire: no way on */
        r->ts = ts;
        r->poll_at = POLL_MIN;
        QsbrRec *head = atomic_load_explicit(&registry, memory_order_relaxed);
        do {
            r->next = head;
        } while (!atomic_compare_exchange_weak_explicit(&registry, &head, r, memory_order_release,
                                                        memory_order_relaxed));
    }
    self_rec = r;
    return r;
}

static bool push(RetireList *l, uint64_t goal, uintptr_t p)
{
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 64;
        Retired *a = realloc(l->items, cap * sizeof *a);
        if (a == NULL) return false;
        l->items = a;
        l->cap = cap;
    }
    l->items[l->n].goal = goal;
    l->items[l->n].p = p;
    l->n++;
    return true;
}

static void release(uintptr_t p)
{
    if (p & 1) DECREF((Object *)(p & ~(uintptr_t)1));
    else if (p & 2) list_array_release((size_t *)(p & ~(uintptr_t)3));
    else free((void *)p);
}

/* The oldest seq any attached thread other than `me` may still read
 * under: every item with goal <= it is unreachable.  Threads behind the
 * current wr_seq get the QSBR breaker bit (unless they have it already:
 * no write to another thread's line when there is nothing to ask), so
 * they report soon.  No lock: the registry is append-only and every
 * ThreadState is registered before it first attaches (qsbr_register), and
 * records and ThreadStates are never freed; a ThreadState back in the
 * pool is not attached, and one attached anew reports before it reads. */
static uint64_t min_seq(ThreadState *me, uint64_t now)
{
    uint64_t min = now;
    atomic_thread_fence(memory_order_seq_cst); /* unpublish before reading statuses */
    for (QsbrRec *r = atomic_load_explicit(&registry, memory_order_acquire); r; r = r->next) {
        ThreadState *t = r->ts;
        if (t == me || atomic_load(&t->status) != TS_ATTACHED) continue;
        uint64_t s = atomic_load_explicit(&r->seq, memory_order_acquire);
        if (s < now && !(atomic_load_explicit(&t->eval_breaker, memory_order_relaxed) & EVAL_BREAKER_QSBR))
            atomic_fetch_or_explicit(&t->eval_breaker, EVAL_BREAKER_QSBR, memory_order_relaxed);
        if (s < min) min = s;
    }
    return min;
}

/* Take the items of l whose goal <= upto out into a new array (*out,
 * count returned); the rest stay, in order.  Goals never decrease along a
 * list (each is wr_seq + 1 when pushed, and wr_seq only grows), so the
 * ready items are a prefix: nothing is scanned past the first one that
 * must wait. */
static size_t take_ready(RetireList *l, uint64_t upto, Retired **out)
{
    size_t k = 0;
    while (k < l->n && l->items[k].goal <= upto) k++;
    *out = NULL;
    if (k == 0) return 0;
    FPY_ASSERT(k == l->n || l->items[k - 1].goal <= l->items[l->n - 1].goal, "goals never decrease along a list");
    Retired *a = malloc(k * sizeof *a);
    if (a == NULL) return 0; /* try again at the next poll */
    memcpy(a, l->items, k * sizeof *a);
    memmove(l->items, l->items + k, (l->n - k) * sizeof *a);
    l->n -= k;
    *out = a;
    return k;
}

static void release_all(Retired *a, size_t n)
{
    for (size_t i = 0; i < n; i++) release(a[i].p);
    free(a);
    if (n) atomic_fetch_add_explicit(&freed_total, n, memory_order_relaxed);
}

/* Report for ts, then free what every thread is done with. */
static void process(ThreadState *ts, QsbrRec *r, bool advance)
{
    if (r->polling) return;
    r->polling = true;
    uint64_t now = advance ? atomic_fetch_add(&wr_seq, 1) + 1 : atomic_load(&wr_seq);
    atomic_store_explicit(&r->seq, now, memory_order_release);
    bool orphans_waiting = atomic_load_explicit(&orphan_n, memory_order_relaxed) > 0;
    if (r->list.n > 0 || orphans_waiting) {
        uint64_t min = min_seq(ts, now);
        Retired *a;
        size_t n = take_ready(&r->list, min, &a);
        Retired *o = NULL;
        size_t no = 0;
        if (orphans_waiting) {
            pthread_mutex_lock(&orphan_lock);
            no = take_ready(&orphans, min, &o);
            atomic_store_explicit(&orphan_n, orphans.n, memory_order_relaxed);
            pthread_mutex_unlock(&orphan_lock);
        }
        /* Releasing may run arbitrary code (DECREF): it may retire more,
         * which lands in r->list, already compacted. */
        release_all(a, n);
        release_all(o, no);
        /* Poll again after a quarter as many new items as are still
         * waiting (at least POLL_MIN): while a slow thread holds
         * everything back the list grows geometrically, so each item is
         * scanned O(1) times amortised; once it reports, the list shrinks
         * back.  (Waiting for as many new items as remain ratcheted: what
         * remains after a poll is at least the items retired since the
         * previous one, so one late report doubled the list for good --
         * 80 MB of replaced lists waiting in tests/gc/006.) */
        size_t more = r->list.n / 4;
        r->poll_at = r->list.n + (more > POLL_MIN ? more : POLL_MIN);
    }
    r->polling = false;
}

/* can_process: the caller holds no lock, so releasing (which may DECREF
 * and run deallocators) may happen here; qsbr_free_later is called by
 * resizes with the container's lock held, so it only asks for a poll at
 * this thread's next safepoint (its own QSBR breaker bit). */
static void retire(uintptr_t p, bool can_process)
{
    ThreadState *ts = ts_get();
    if (ts == NULL) {
        pthread_mutex_lock(&orphan_lock);
        bool ok = push(&orphans, atomic_load(&wr_seq) + 1, p);
        atomic_store_explicit(&orphan_n, orphans.n, memory_order_relaxed);
        pthread_mutex_unlock(&orphan_lock);
        if (!ok) abort(); /* out of memory while freeing memory */
        return;
    }
    QsbrRec *r = get_rec(ts);
    /* seq_cst: ordered after the caller's unpublishing store. */
    if (!push(&r->list, atomic_load(&wr_seq) + 1, p)) abort();
    if (r->list.n >= r->poll_at) {
        if (can_process) {
            process(ts, r, true);
            for (int k = 0; r->list.n >= BACKLOG_MAX && k < 200; k++) {
                struct timespec pause = {0, 50000};
                thread_detach(ts);
                nanosleep(&pause, NULL);
                thread_attach(ts);
                process(ts, r, true);
            }
        } else {
            atomic_fetch_or_explicit(&ts->eval_breaker, EVAL_BREAKER_QSBR, memory_order_relaxed);
        }
    }
}

void qsbr_free_later(void *p)
{
    if (p != NULL) retire((uintptr_t)p, false);
}

void qsbr_release_array_later(size_t *block)
{
    if (block != NULL) retire((uintptr_t)block | 2, false);
}

void qsbr_decref_later(Object *o)
{
    if (o == NULL || obj_is_immortal(o)) return; /* small ints and immortals: nothing to release */
    retire((uintptr_t)o | 1, true);
}

/* At a safepoint, asked by a poller (or by this thread's own retire under
 * a lock): report, and free what is ready, without advancing wr_seq.  An
 * advance here would put the poller behind in turn and set its breaker:
 * two threads that both retire would then poll each other at every
 * safepoint (5x the CPU per replaced item at 2 threads, measured). */
void qsbr_quiescent(ThreadState *ts)
{
    process(ts, get_rec(ts), false);
}

/* The world is stopped (the collector, gc/collect.c): every thread is
 * parked at a safepoint or detached, so none holds a pointer it loaded
 * lock-free.  Report for all of them at once, and ask each to free what
 * it has waiting at its next safepoint (qsbr_quiescent finds it ready).
 * Without this a thread's items wait for its own next poll, after
 * POLL_MIN more retires: a consumer that takes each item out of a shared
 * list retires one reference per item, and one item may hold a whole
 * structure (a binary tree of 131,071 tuples); the collections that the
 * growing heap triggers now bound that garbage as they bound cycles.
 * A record's seq only grows: its thread writes it only while attached,
 * and stopped threads do not run.  Every thread gets the breaker bit (its
 * list is its own to read); one with nothing waiting just reports. */
void qsbr_world_stopped(void)
{
    uint64_t now = atomic_fetch_add(&wr_seq, 1) + 1;
    for (QsbrRec *r = atomic_load_explicit(&registry, memory_order_acquire); r; r = r->next) {
        atomic_store_explicit(&r->seq, now, memory_order_release);
        atomic_fetch_or_explicit(&r->ts->eval_breaker, EVAL_BREAKER_QSBR, memory_order_relaxed);
    }
}

void qsbr_register(ThreadState *ts)
{
    (void)get_rec(ts);
}

/* ts's job is over (vm/thread.c): its thread is about to park in the
 * pool, where it neither polls nor reaches a safepoint, so what it still
 * has waiting would stay held until its next job -- an item it took out of
 * a shared list, and everything that item keeps alive, past any
 * gc.collect().  Hand the items to the orphans, which every poller (and
 * gc.collect) frees once they are ready.  A goal may only grow (a later
 * goal waits longer, never too short), so each is raised to the goal of
 * the orphan before it: goals keep never decreasing along the list. */
void qsbr_thread_end(ThreadState *ts)
{
    QsbrRec *r = get_rec(ts);
    if (r->list.n == 0) return;
    pthread_mutex_lock(&orphan_lock);
    uint64_t floor = orphans.n > 0 ? orphans.items[orphans.n - 1].goal : 0;
    size_t k = 0;
    for (; k < r->list.n; k++) {
        Retired it = r->list.items[k];
        if (it.goal < floor) it.goal = floor;
        floor = it.goal;
        if (!push(&orphans, it.goal, it.p)) break; /* out of memory: the rest wait for ts's next job */
    }
    atomic_store_explicit(&orphan_n, orphans.n, memory_order_relaxed);
    pthread_mutex_unlock(&orphan_lock);
    memmove(r->list.items, r->list.items + k, (r->list.n - k) * sizeof *r->list.items);
    r->list.n -= k;
    r->poll_at = r->list.n + POLL_MIN;
}

void qsbr_poll(void)
{
    ThreadState *ts = ts_get();
    if (ts == NULL) return;
    process(ts, get_rec(ts), true);
}


size_t qsbr_pending(void)
{
    ThreadState *ts = ts_get();
    size_t n = atomic_load_explicit(&orphan_n, memory_order_relaxed);
    if (ts != NULL) n += get_rec(ts)->list.n;
    return n;
}

uint64_t qsbr_freed_total(void) { return atomic_load_explicit(&freed_total, memory_order_relaxed); }
